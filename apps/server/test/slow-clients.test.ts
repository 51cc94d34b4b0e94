import { connect, type AddressInfo, type Socket } from 'node:net';
import { transportMessages } from '@sme/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForSuite } from './test-server.ts';

// A client that sends a byte now and then holds a connection (and a slot of the proxy in front) for as long as the
// server lets it. REQUEST_TIMEOUT_MS bounds the whole request, headers and body; a short one here keeps the test
// quick, the default is 30 s.

const LIMIT_MS = 2000;
/** Node checks for late requests once a second (app.ts); the answer and the hang-up take a moment more. */
const SLACK_MS = 2000;
const DRIP_EVERY_MS = 200;

interface Outcome {
  /** Everything the server sent before it hung up. */
  received: string;
  /** From the first byte the client sent to the server's hang-up. */
  elapsedMs: number;
  how: 'end' | 'reset';
}

/** Sends `head` at once, then `drip` one byte at a time, and waits for the server to hang up. */
async function dribble(port: number, head: string, drip: string): Promise<Outcome> {
  const socket = await new Promise<Socket>((resolve) => {
    const opened = connect(port, '127.0.0.1', () => resolve(opened));
  });
  const started = performance.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.write(head);
  let sent = 0;
  const dripping = setInterval(() => {
    if (socket.writable && sent < drip.length) socket.write(drip[sent++]!);
  }, DRIP_EVERY_MS);
  try {
    const how = await new Promise<'end' | 'reset'>((resolve) => {
      socket.once('end', () => resolve('end'));
      socket.once('error', () => resolve('reset'));
      socket.once('close', () => resolve('reset'));
    });
    return { received, elapsedMs: performance.now() - started, how };
  } finally {
    clearInterval(dripping);
    socket.destroy();
  }
}

describe('slow clients', () => {
  const server = serverForSuite(
    'pglite',
    { env: { RATE_LIMITS: 'off', REQUEST_TIMEOUT_MS: String(LIMIT_MS) } },
    120_000,
  );
  let port: number;

  beforeAll(async () => {
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    port = (server.app.server.address() as AddressInfo).port;
  });

  it('answers a body dribbled slower than the limit with 408 and closes the connection', async () => {
    const body = JSON.stringify({ name: 'Sam Taylor', email: 'sam@example.co.uk', phone: '07700 900456' });
    const head =
      'POST /api/form-submit/popup HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n' +
      'X-Requested-With: XMLHttpRequest\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    // Enough bytes for twice the limit: the body would be whole only long after it.
    expect(body.length * DRIP_EVERY_MS).toBeGreaterThan(2 * LIMIT_MS);
    const outcome = await dribble(port, head, body);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.received).toMatch(/\r\nConnection: close\r\n/i);
    // An /api call gets the legacy error body, as every other refusal there.
    expect(outcome.received.slice(outcome.received.indexOf('\r\n\r\n') + 4)).toBe(
      JSON.stringify({ errors: [{ message: transportMessages.requestTimeout, code: 'invalid_request' }] }),
    );
    expect(outcome.how).toBe('end');
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(LIMIT_MS - 100);
    expect(outcome.elapsedMs).toBeLessThan(LIMIT_MS + SLACK_MS);
  });

  it('answers headers dribbled slower than the limit with 408 and closes the connection', async () => {
    const head = 'GET /blogs HTTP/1.1\r\nHost: localhost\r\n';
    const outcome = await dribble(port, head, `X-Slow: ${'a'.repeat(40)}\r\n\r\n`);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.received).toMatch(/\r\nConnection: close\r\n/i);
    // A page gets plain words.
    expect(outcome.received.slice(outcome.received.indexOf('\r\n\r\n') + 4)).toBe(transportMessages.requestTimeout);
    expect(outcome.how).toBe('end');
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(LIMIT_MS - 100);
    expect(outcome.elapsedMs).toBeLessThan(LIMIT_MS + SLACK_MS);
  });

  it('still serves a request that arrives within the limit', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/blog/home`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(answer.status).toBe(200);
  });
});
