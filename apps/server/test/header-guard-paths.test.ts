import { transportMessages } from '@sme/api';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

/** A request with its path exactly as written: fetch and inject would resolve the dot segments first. */
function rawRequest(port: number, method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    call.on('error', reject);
    call.end(body);
  });
}

// Each is a way to write /api/form-submit/contact-us that starts like the open documents.
const disguisedPaths = [
  '/api/docs/../form-submit/contact-us',
  '/api/docs/%2e%2e/form-submit/contact-us',
  '/api/docs/%2E%2E/form-submit/contact-us',
  '/api/docs/.%2e/form-submit/contact-us',
  '/api/docs/..%2fform-submit/contact-us',
  '/api/docs/./../form-submit/contact-us',
  '/api/docs/assets/../../form-submit/contact-us',
  '/api/openapi.json/../form-submit/contact-us',
  '//api/docs/../form-submit/contact-us',
  '/api/docs/../form-submit/contact-us?x=1',
];

describe('the X-Requested-With guard on a listening server', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { RATE_LIMITS: 'off' } });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    port = (server.app.server.address() as { port: number }).port;
  });
  afterAll(() => server.close());

  it.each(disguisedPaths)('refuses %s without the header and stores nothing', async (path) => {
    const name = `Guard ${path}`;
    const body = JSON.stringify({ first_name: name, email: 'guard@example.com', message: 'Hello' });
    const answer = await rawRequest(port, 'POST', path, body, { 'content-type': 'application/json' });
    expect([403, 404], answer.text).toContain(answer.status);
    if (answer.status === 403)
      expect(JSON.parse(answer.text)).toEqual({
        errors: [{ message: transportMessages.xhrMissing, code: 'xhr_header_missing' }],
      });
    expect(await server.db.prisma.contactEnquiry.count({ where: { firstName: name } })).toBe(0);
  });

  it('lets nothing under /api/docs/ reach a procedure, even with the header', async () => {
    const name = 'Guard with header';
    const body = JSON.stringify({ first_name: name, email: 'guard@example.com', message: 'Hello' });
    const answer = await rawRequest(port, 'POST', '/api/docs/../form-submit/contact-us', body, {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    });
    expect(answer.status, answer.text).toBe(404);
    expect(await server.db.prisma.contactEnquiry.count({ where: { firstName: name } })).toBe(0);
  });

  it('still refuses the plain path without the header, and takes it with the header', async () => {
    const body = JSON.stringify({ first_name: 'Guard plain', email: 'guard@example.com', message: 'Hello' });
    const json = { 'content-type': 'application/json' };
    expect((await rawRequest(port, 'POST', '/api/form-submit/contact-us', body, json)).status).toBe(403);
    const taken = await rawRequest(port, 'POST', '/api/form-submit/contact-us', body, {
      ...json,
      'x-requested-with': 'XMLHttpRequest',
    });
    expect(taken.status, taken.text).toBe(200);
  });

  it.each([
    ['/api/docs', 'text/html'],
    ['/api/docs/', 'text/html'],
    ['/api/openapi.json', 'application/json'],
    ['/api/docs/assets/docs.js', 'text/javascript'],
    ['/api/docs/assets/swagger-ui.css', 'text/css'],
  ])('keeps %s open to a browser without the header', async (path, type) => {
    const answer = await new Promise<{ status: number; type: string }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']) });
      })
        .on('error', reject)
        .end();
    });
    expect(answer.status).toBe(200);
    expect(answer.type).toContain(type);
  });
});
