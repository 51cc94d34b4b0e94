import { randomBytes } from 'node:crypto';
import { EXAMPLE_EVENT, EXAMPLE_ID, operationExamples, type ExampleCall } from '@sme/api/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import qs from 'qs';
import { xhr } from '../test-server.ts';

export type Encoding = 'json' | 'form';
export type Method = 'GET' | 'POST';

/** The example with a real id in place of the documented one (ids may sit in the body or the path). */
export function withId<T>(value: T, id: string | undefined): T {
  if (id === undefined) return value;
  return JSON.parse(JSON.stringify(value).replaceAll(EXAMPLE_ID, id)) as T;
}

/** The example with a booked event of its own: an event is recorded for one lead only. */
export function withNewEvent<T>(value: T): T {
  const event = `CONTRACT${randomBytes(6).toString('hex').toUpperCase()}`;
  return JSON.parse(JSON.stringify(value).replaceAll(EXAMPLE_EVENT, event)) as T;
}

/** The URL of a call: path parameters filled in, query parameters as axios and qs write them (ids[]=…). */
export function urlOf(path: string, parameters: Record<string, unknown> = {}) {
  const query: Record<string, unknown> = {};
  let url = path;
  for (const [name, value] of Object.entries(parameters)) {
    if (url.includes(`{${name}}`)) url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
    else query[name] = value;
  }
  const search = qs.stringify(query, { arrayFormat: 'brackets' });
  return `/api${url}${search ? `?${search}` : ''}`;
}

/** A call as an integrator makes it: the XHR header, and the body as JSON or form-encoded. */
export function send(
  app: FastifyInstance,
  method: Method,
  path: string,
  call: ExampleCall,
  encoding: Encoding = 'json',
  headers: Record<string, string> = xhr,
): Promise<LightMyRequestResponse> {
  const url = urlOf(path, call.parameters);
  if (method === 'GET' || call.body === undefined) return app.inject({ method, url, headers });
  if (encoding === 'json') return app.inject({ method, url, headers, payload: call.body });
  return app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: qs.stringify(call.body),
  });
}

/** What a call works on: a lead or an application in the state the call expects. */
export type RecordKind = 'energy' | 'water-waste' | 'water' | 'waste' | 'loan' | 'cash-advance';

const firstExample = (key: string) => {
  const example = operationExamples[key]?.ok[0];
  if (!example) throw new Error(`no example for ${key}`);
  return example;
};

async function idFrom(res: Promise<LightMyRequestResponse>) {
  const answer = await res;
  if (answer.statusCode !== 200) throw new Error(`setting up a record failed: ${answer.statusCode} ${answer.body}`);
  return (answer.json() as { collections: { id: string } }).collections.id;
}

/** A fresh record made through the documented calls themselves. */
export async function createRecord(app: FastifyInstance, kind: RecordKind): Promise<string> {
  const start = (path: string) => idFrom(send(app, 'POST', path, firstExample(`POST ${path}`)));
  switch (kind) {
    case 'energy':
      return start('/commecial-utility/post-code/submit');
    case 'loan':
      return start('/business-loan/submit');
    case 'cash-advance':
      return start('/cash-advance/store');
    case 'water-waste':
      return start('/commecial-water-waste/post-code/submit');
    case 'water':
    case 'waste': {
      const id = await start('/commecial-water-waste/post-code/submit');
      const path = `/commecial-water-waste/${kind}/submit`;
      await idFrom(send(app, 'POST', path, withId(firstExample(`POST ${path}`), id)));
      return id;
    }
  }
}
