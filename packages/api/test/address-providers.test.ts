import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddressLookupError,
  cachedAddressProvider,
  demoAddressProvider,
  httpAddressProvider,
  type AddressProvider,
} from '../src/index.ts';
import { demoPostcodes } from '../src/testing.ts';

/** A stand-in for the external postcode service on a loopback port; each test sets how it answers. */
let answer: (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let baseUrl: string;
const seen: { url?: string; key?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url, key: req.headers['x-api-key'] as string | undefined });
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = (timeoutMs = 500) =>
  httpAddressProvider({ baseUrl, key: 'secret-key', keyHeader: 'x-api-key', timeoutMs });
const json = (status: number, body: unknown) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function failureOf(lookup: Promise<unknown>): Promise<AddressLookupError> {
  const error = await lookup.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AddressLookupError);
  return error as AddressLookupError;
}

describe('the HTTP postcode provider', () => {
  it('asks {url}/addresses/{postcode} with the key in a header and maps the answer', async () => {
    answer = json(200, [
      {
        postCode: 'LS1 4AP',
        envelopeAddress: { summaryLine: 'Acorn Cafe, 1 Park Row, LEEDS, LS1 4AP', organisation: 'Acorn Cafe' },
      },
      { postCode: 'LS1 4AP', envelopeAddress: { summaryLine: '2 Park Row, LEEDS, LS1 4AP', organisation: null } },
    ]);
    seen.length = 0;
    expect(await provider().lookup('LS1 4AP')).toEqual([
      {
        postCode: 'LS1 4AP',
        envelopeAddress: { summaryLine: 'Acorn Cafe, 1 Park Row, LEEDS, LS1 4AP', organisation: 'Acorn Cafe' },
      },
      { postCode: 'LS1 4AP', envelopeAddress: { summaryLine: '2 Park Row, LEEDS, LS1 4AP', organisation: '' } },
    ]);
    expect(seen).toEqual([{ url: '/v1/addresses/LS1%204AP', key: 'secret-key' }]);
  });

  it('treats an empty list and a 404 as no addresses', async () => {
    answer = json(200, []);
    expect(await provider().lookup('ZZ1 1ZZ')).toEqual([]);
    answer = json(404, { message: 'Not found' });
    expect(await provider().lookup('ZZ1 1ZZ')).toEqual([]);
  });

  it('fails clearly on a 4xx other than 404 (e.g. a wrong key)', async () => {
    answer = json(401, { message: 'Invalid key' });
    expect((await failureOf(provider().lookup('LS1 4AP'))).reason).toBe('http-status');
  });

  it('fails clearly on a 5xx', async () => {
    answer = json(503, { message: 'Down' });
    const error = await failureOf(provider().lookup('LS1 4AP'));
    expect(error.reason).toBe('http-status');
    expect(error.message).toContain('503');
  });

  it('gives up after its timeout', async () => {
    answer = (_req, res) => setTimeout(() => json(200, [])(_req, res), 1000);
    const started = Date.now();
    expect((await failureOf(provider(150).lookup('LS1 4AP'))).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('refuses a malformed body', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"postCode": "LS1');
    };
    expect((await failureOf(provider().lookup('LS1 4AP'))).reason).toBe('malformed-body');
    answer = json(200, [{ postCode: 'LS1 4AP' }]);
    expect((await failureOf(provider().lookup('LS1 4AP'))).reason).toBe('malformed-body');
  });

  it('reports an unreachable service as a network failure', async () => {
    const unreachable = httpAddressProvider({
      baseUrl: 'http://127.0.0.1:9',
      key: 'k',
      keyHeader: 'key',
      timeoutMs: 500,
    });
    expect((await failureOf(unreachable.lookup('LS1 4AP'))).reason).toBe('network');
  });
});

describe('the cache of recent answers', () => {
  function counting(): AddressProvider & { calls: string[] } {
    const calls: string[] = [];
    return {
      calls,
      lookup: async (postcode) => {
        calls.push(postcode);
        if (postcode === 'FA1 1IL') throw new AddressLookupError('network', 'down');
        return [{ postCode: postcode, envelopeAddress: { summaryLine: postcode, organisation: '' } }];
      },
    };
  }

  it('answers a repeat from memory until the entry expires', async () => {
    let clock = 0;
    const inner = counting();
    const cached = cachedAddressProvider(inner, { ttlMs: 1000, maxEntries: 10 }, () => clock);
    await cached.lookup('LS1 4AP');
    await cached.lookup('LS1 4AP');
    expect(inner.calls).toEqual(['LS1 4AP']);
    clock = 1500;
    await cached.lookup('LS1 4AP');
    expect(inner.calls).toEqual(['LS1 4AP', 'LS1 4AP']);
  });

  it('keeps at most maxEntries and never caches a failure', async () => {
    const inner = counting();
    const cached = cachedAddressProvider(inner, { ttlMs: 60_000, maxEntries: 2 });
    await cached.lookup('A1 1AA');
    await cached.lookup('B1 1BB');
    await cached.lookup('C1 1CC');
    await cached.lookup('A1 1AA');
    expect(inner.calls).toEqual(['A1 1AA', 'B1 1BB', 'C1 1CC', 'A1 1AA']);
    await expect(cached.lookup('FA1 1IL')).rejects.toThrow(AddressLookupError);
    await expect(cached.lookup('FA1 1IL')).rejects.toThrow(AddressLookupError);
    expect(inner.calls.filter((p) => p === 'FA1 1IL')).toHaveLength(2);
  });
});

describe('the built-in dataset', () => {
  it('covers at least 20 postcodes with several addresses each, in the lookup shape', async () => {
    expect(demoPostcodes.length).toBeGreaterThanOrEqual(20);
    const demo = demoAddressProvider();
    const counts = await Promise.all(demoPostcodes.map(async (p) => (await demo.lookup(p)).length));
    expect(counts.filter((n) => n >= 2).length).toBeGreaterThanOrEqual(20);
    const [first] = await demo.lookup(demoPostcodes[0]!);
    expect(first!.postCode).toBe(demoPostcodes[0]);
    expect(first!.envelopeAddress.summaryLine).toContain(demoPostcodes[0]);
    expect(first!.envelopeAddress.summaryLine.startsWith(first!.envelopeAddress.organisation)).toBe(true);
    expect(await demo.lookup('ZZ9 9ZZ')).toEqual([]);
  });
});
