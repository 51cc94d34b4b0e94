import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { calendlyUris } from '../../../packages/api/test/support/booking-reports.ts';
import { booked } from '../../../packages/api/test/support/messages.ts';
import { openApiPath } from '../src/openapi-document.ts';
import { xhr, type TestServer } from './test-server.ts';

/** Requests as a legacy client sends them, all with the XHR header: JSON, form-encoded, or a GET. */
export function legacyRequests(server: () => TestServer) {
  const formEncoded = { ...xhr, 'content-type': 'application/x-www-form-urlencoded' };
  const json = { ...xhr, 'content-type': 'application/json' };
  const post = (url: string, payload: object, headers: Record<string, string> = xhr) =>
    server().app.inject({ method: 'POST', url, headers, payload });
  return {
    post,
    postForm: (url: string, body: string) =>
      server().app.inject({ method: 'POST', url, headers: formEncoded, payload: body }),
    get: (url: string, headers: Record<string, string> = xhr) => server().app.inject({ method: 'GET', url, headers }),
    /** A body sent as JSON whatever it holds: malformed JSON, an empty body, a bare value. */
    postJsonText: (url: string, payload: string) =>
      server().app.inject({ method: 'POST', url, headers: json, payload }),
    /** Reports the call booked for `id` at `event`, in JSON as the booking page does; answers the URIs it sent. */
    book: async (url: string, id: string, event: string) => {
      const uri = calendlyUris(event);
      expectMessage(await post(url, { uri, id }), booked);
      return uri;
    },
  };
}

/** A body the server cannot read: a 4xx with a message to show, never a 5xx. */
export function expectClientError(res: LightMyRequestResponse) {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const body = res.json();
  expect(body.errors.length).toBeGreaterThan(0);
  expect(typeof body.errors[0].message).toBe('string');
}

/** A field of the wrong type: the legacy 404 with the fields' own messages, never the validator's words. */
export function expectFieldMessages(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(404);
  const errors = res.json().errors as { message: string }[];
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) expect(error.message).not.toMatch(/expected|invalid_type|Invalid input/i);
}

/** A new quote or application as the legacy clients read it: 200 and exactly { collections: { id } }; answers the id. */
export function createdId(res: LightMyRequestResponse): string {
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Object.keys(body)).toEqual(['collections']);
  const id = body.collections.id as string;
  expect(body).toEqual({ collections: { id } });
  return id;
}

/** A later step saved on the same quote or application: 200 and its id back, after the message of a step that has one. */
export function expectSavedOn(res: LightMyRequestResponse, id: string, message?: string) {
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(message === undefined ? { collections: { id } } : { message, collections: { id } });
}

/** A call answered with the message the site shows: 200 and { message }. */
export function expectMessage(res: LightMyRequestResponse, message: string) {
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message });
}

/**
 * A one-POST form taken: 200, the message the site shows, and the lead's id beside it (issue 45); answers the id.
 */
export function expectThanked(res: LightMyRequestResponse, message: string): string {
  expect(res.statusCode).toBe(200);
  const body = res.json() as { message: string; collections: { lead_id: string } };
  expect(body).toEqual({ message, collections: { lead_id: expect.stringMatching(uuid) } });
  return body.collections.lead_id;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A booking as jQuery form-encodes it: uri[event_uri], uri[invitee_uri] and the id. */
export function formBooking(uri: { event_uri: string; invitee_uri: string }, id: string): string {
  return (
    `uri[event_uri]=${encodeURIComponent(uri.event_uri)}` +
    `&uri[invitee_uri]=${encodeURIComponent(uri.invitee_uri)}&id=${id}`
  );
}

/** A REST row of spec §7: its method and legacy path, with the fields the legacy clients send, spelt as they spell them. */
export type LegacyRow = readonly ['get' | 'post', string, readonly string[]];

interface DocumentedOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
}

/** openapi.json as the server wrote it, by path and method. */
export function legacyDocument() {
  return JSON.parse(readFileSync(openApiPath, 'utf8')) as {
    paths: Record<string, Record<string, DocumentedOperation>>;
  };
}

/**
 * A test for each row: openapi.json documents its operation with the X-Requested-With header and, in one of the
 * request body's shapes (a multi-shape path has a oneOf), every field the legacy clients send.
 */
export function itDocumentsLegacyFields(rows: readonly LegacyRow[]) {
  const document = legacyDocument();
  it.each(rows)('%s %s with its legacy fields', (method, path, fields) => {
    const operation = document.paths[path]?.[method];
    expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
    expect(operation!.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'X-Requested-With' }));
    if (fields.length === 0) return;
    const schema = operation!.requestBody!.content['application/json']!.schema as {
      properties?: object;
      oneOf?: { properties: object }[];
    };
    const shapes = schema.oneOf ?? [schema as { properties: object }];
    expect(shapes.flatMap((shape) => Object.keys(shape.properties))).toEqual(expect.arrayContaining([...fields]));
  });
}
