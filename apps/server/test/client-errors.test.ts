import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { transportMessages } from '@sme/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForSuite } from './test-server.ts';

// Requests refused before any route runs, over a real socket as a keep-alive client (a browser, axios, a proxy)
// sends them: what comes back, and whether the connection can carry the next request.

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Reads one HTTP answer from the socket (Content-Length framed, as this server answers). */
function readAnswer(socket: Socket): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = buffered.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (buffered.length < end + 4 + length) return;
      socket.off('data', onData);
      socket.off('error', reject);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: buffered.subarray(end + 4, end + 4 + length).toString('utf8'),
      });
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

const request = (path: string, extraHeaders = '') =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nX-Requested-With: XMLHttpRequest\r\n${extraHeaders}\r\n`;

describe('requests Fastify and Node refuse before a route runs', () => {
  const server = serverForSuite('pglite', { env: { RATE_LIMITS: 'off' } }, 120_000);
  let port: number;
  const open = () =>
    new Promise<Socket>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
    });
  /** One request on a connection of its own, which is closed after the answer. */
  const askOnce = async (raw: string) => {
    const socket = await open();
    socket.write(raw);
    const answer = await readAnswer(socket);
    socket.destroy();
    return answer;
  };

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });

  it('answers a URL that does not decode with a 400 in the legacy body, and keeps the connection for the next request', async () => {
    const socket = await open();
    socket.write(request('/api/blog/details/%E0%A4%A'));
    const refused = await readAnswer(socket);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual({ errors: [{ message: transportMessages.badUrl, code: 'invalid_url' }] });
    expect(refused.headers.connection).not.toBe('close');

    socket.write(request('/api/blog/home'));
    const next = await readAnswer(socket);
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body)).toHaveProperty('collections');
    socket.destroy();
  });

  it('answers a NUL in a path parameter with a documented 404, never a 500', async () => {
    const answer = await askOnce(request('/api/blog/details/%00'));
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ message: 'Blog post not found.', code: 'not_found' }] });
  });

  it('answers an unknown /api path in the legacy body', async () => {
    const answer = await askOnce(request('/api/no-such-call'));
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ message: transportMessages.notFound, code: 'not_found' }] });
  });

  it('answers headers too large with a 431 in the legacy body and Connection: close, then closes cleanly', async () => {
    const socket = await open();
    const closed = new Promise<'end' | Error>((resolve) => {
      socket.once('end', () => resolve('end'));
      socket.once('error', resolve);
    });
    socket.write(request('/api/blog/home', `X-Filler: ${'a'.repeat(20_000)}\r\n`));
    const answer = await readAnswer(socket);
    expect(answer.status).toBe(431);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      errors: [{ message: transportMessages.headersTooLarge, code: 'invalid_request' }],
    });
    // The server hangs up (FIN) rather than resetting the connection under the client's next request.
    expect(await closed).toBe('end');
  });

  it('answers headers too large on a page in plain words', async () => {
    const answer = await askOnce(request('/blog', `X-Filler: ${'a'.repeat(20_000)}\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toBe(transportMessages.headersTooLarge);
  });
});
