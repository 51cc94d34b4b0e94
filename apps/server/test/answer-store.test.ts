import { describe, expect, it } from 'vitest';
import { AnswerStore, type StoredAnswer } from '../src/http/response-cache/answer-store.ts';
import { preferredEncoding } from '../src/http/response-cache/encodings.ts';

const answer = (bytes: number, expiresAt = Number.POSITIVE_INFINITY): StoredAnswer => ({
  status: 200,
  headers: {},
  etag: 'W/"x"',
  bodies: { identity: Buffer.alloc(bytes) },
  expiresAt,
  bytes,
});

describe('the store of kept answers', () => {
  it('never holds more bytes or entries than its limits, dropping the least recently used first', () => {
    const store = new AnswerStore({ maxBytes: 1_000, maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) store.put(key, answer(100), store.generation);
    store.get('a');
    store.put('d', answer(100), store.generation);
    expect(['a', 'b', 'c', 'd'].filter((key) => store.get(key))).toEqual(['a', 'c', 'd']);

    for (let index = 0; index < 1_000; index += 1) store.put(`/?unknown=${index}`, answer(120), store.generation);
    expect(store.size).toBeLessThanOrEqual(3);
    expect(store.bytes).toBeLessThanOrEqual(1_000);
  });

  it('refuses an answer that would take more than an eighth of the room', () => {
    const store = new AnswerStore({ maxBytes: 800, maxEntries: 10 });
    expect(store.put('big', answer(101), store.generation)).toBe(false);
    expect(store.put('fits', answer(100), store.generation)).toBe(true);
  });

  it('drops everything on a change, and refuses an answer made from content read before it', () => {
    const store = new AnswerStore({ maxBytes: 1_000, maxEntries: 10 });
    const before = store.generation;
    store.put('a', answer(10), before);
    store.clear();
    expect(store.get('a')).toBeUndefined();
    expect(store.put('b', answer(10), before)).toBe(false);
    expect(store.put('b', answer(10), store.generation)).toBe(true);
  });

  it('forgets an answer once it expires', () => {
    const store = new AnswerStore({ maxBytes: 1_000, maxEntries: 10 });
    store.put('a', answer(10, 1_000), store.generation);
    expect(store.get('a', 999)).toBeDefined();
    expect(store.get('a', 1_000)).toBeUndefined();
    expect(store.bytes).toBe(0);
  });
});

describe('the encoding a client gets', () => {
  const all = { identity: Buffer.from('x'), br: Buffer.from('b'), gzip: Buffer.from('g') };

  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', 'identity'],
  ])('%s gets %s', (header, expected) => {
    expect(preferredEncoding(header, all)).toBe(expected);
  });

  it('sends a small answer as it is, whatever the client accepts', () => {
    expect(preferredEncoding('br, gzip', { identity: Buffer.from('x') })).toBe('identity');
  });
});
