import type { Encoding } from './encodings.ts';

/** A finished answer, kept in every form a client may ask for, so a hit costs neither a render nor compression. */
export interface StoredAnswer {
  status: number;
  /** The headers the route itself set (content type, policy, caching, vary): a hit sends them again. */
  headers: Record<string, string>;
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** Epoch ms after which the answer is rendered again (pages that print the date). */
  expiresAt: number;
  bytes: number;
}

export interface StoreLimits {
  maxBytes: number;
  maxEntries: number;
}

/**
 * Answers in memory, least recently used first out, bounded by bytes and by count: URLs nobody asked for before
 * (a crawler, a scan with made-up query strings) push out old entries instead of growing the process.
 */
export class AnswerStore {
  readonly #entries = new Map<string, StoredAnswer>();
  #bytes = 0;
  #generation = 0;

  constructor(readonly limits: StoreLimits) {}

  /**
   * Moves on at every clear. An answer is kept only if no clear happened since its request started: a render that
   * read the content just before a change must not be kept after it.
   */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string, now = Date.now()): StoredAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= now) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  /** Keeps the answer unless the content changed since `generation` or it would take over an eighth of the room. */
  put(key: string, answer: StoredAnswer, generation: number): boolean {
    if (generation !== this.#generation || answer.bytes > this.limits.maxBytes / 8) return false;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.bytes;
    }
    this.#entries.set(key, answer);
    this.#bytes += answer.bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.limits.maxBytes && this.#entries.size <= this.limits.maxEntries) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
    return true;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation += 1;
  }
}
