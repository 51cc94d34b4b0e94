import { Worker } from 'node:worker_threads';
import {
  Mutex,
  PGlite,
  TransactionAbortedError,
  messages,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import type { FromDatabaseThread, ToDatabaseThread } from './messages.ts';

/**
 * PGlite's query layer: default parsers and serializers, array types, `sql`. It is the class PGlite itself extends
 * (and PGlite's browser worker client too); the package exports PGlite but not its parent, hence the prototype.
 */
type QueryLayer = Pick<PGlite, 'sql' | 'serializers' | 'parsers'> & {
  _initArrayTypes(options?: { force?: boolean }): Promise<void>;
};
const QueryLayer = Object.getPrototypeOf(PGlite) as new () => QueryLayer;

type NotificationListener = (payload: string) => void;
type Pending = { resolve(data: Uint8Array): void; reject(error: Error): void };
type Request = { kind: 'query'; sql: string; params: unknown[]; paramTypes?: number[] } | { kind: 'exec'; sql: string };

/**
 * The embedded database on a thread of its own. PostgreSQL compiled to WebAssembly is most of the work of every
 * query; on the thread that answers HTTP requests it made each request wait for every other request's SQL, and
 * a form submission's few milliseconds of it held the server near 200 a second. Here the thread runs each query's
 * protocol conversation in one round trip (two with parameters), and this side keeps the rest as PGlite does it:
 * the same locks, rows parsed with the caller's parsers, a DatabaseError with its code for Prisma's adapter, and
 * notifications delivered before the statement that caused them returns.
 */
export class ThreadedPGlite extends QueryLayer {
  readonly debug = 0;
  readonly waitReady: Promise<void>;
  /** The thread has opened the database (array types, the query layer's own set-up, come after). */
  readonly #opened: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  #closed = false;
  #failure: Error | null = null;
  // PGlite's two locks: one for a whole query, one held by a transaction across its queries.
  readonly #queryMutex = new Mutex();
  readonly #transactionMutex = new Mutex();
  readonly #listeners = new Map<string, Set<NotificationListener>>();

  constructor(dataDir: string) {
    super();
    this.#worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { workerData: { dataDir } });
    this.#opened = new Promise<void>((resolve, reject) => {
      this.#worker.on('message', (message: FromDatabaseThread) => {
        if (message.kind === 'ready') resolve();
        else if (message.kind === 'failed') reject(new Error(`The embedded database did not open: ${message.error}`));
        else if (message.kind === 'answer') this.#settle(message);
      });
      this.#worker.on('error', (error) => {
        this.#fail(error);
        reject(error);
      });
      this.#worker.on('exit', (code) => {
        this.#fail(new Error(`The embedded database's thread stopped (exit code ${code})`));
        reject(this.#failure);
      });
    });
    this.waitReady = this.#opened.then(() => {
      // As PGlite, the database keeps the process alive only while it has work to do.
      this.#worker.unref();
      return this._initArrayTypes();
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    await this.#opened;
    return this.#transactionMutex.runExclusive(() => this.#query<T>(sql, params, options));
  }

  async exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    await this.#opened;
    return this.#transactionMutex.runExclusive(() => this.#exec(sql, options));
  }

  /** PGlite's transaction: BEGIN, the callback's queries with the lock held, then COMMIT, or ROLLBACK on a throw. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.#opened;
    return this.#transactionMutex.runExclusive(async () => {
      await this.#exec('BEGIN');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: Transaction = {
        query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.#query<R>(sql, params ?? [], options);
        },
        sql: async <R>(strings: TemplateStringsArray, ...params: unknown[]) => {
          open();
          const { query, params: values } = templated(strings, params);
          return this.#query<R>(query, values);
        },
        exec: async (sql: string, options?: QueryOptions) => {
          open();
          return this.#exec(sql, options);
        },
        rollback: async () => {
          open();
          await this.#exec('ROLLBACK');
          closed = true;
        },
        listen: async (channel: string, callback: NotificationListener) => {
          open();
          return this.listen(channel, callback, tx);
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const [commit] = await this.#exec('COMMIT');
          // COMMIT of a transaction an error had aborted rolls it back instead.
          if (commit?.command === 'ROLLBACK') throw Object.assign(new TransactionAbortedError(), { query: 'COMMIT' });
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#exec('ROLLBACK');
        }
        throw error;
      }
    });
  }

  async listen(channel: string, callback: NotificationListener, tx?: Transaction) {
    const name = postgresName(channel);
    const listeners = this.#listeners.get(name) ?? new Set();
    this.#listeners.set(name, listeners.add(callback));
    try {
      await (tx ?? this).exec(`LISTEN ${channel}`);
    } catch (error) {
      listeners.delete(callback);
      throw error;
    }
    return async (unlistenTx?: Transaction) => {
      listeners.delete(callback);
      if (listeners.size === 0) {
        this.#listeners.delete(name);
        await (unlistenTx ?? this).exec(`UNLISTEN ${channel}`);
      }
    };
  }

  /** Closes the database once the queries already queued have run (PostgreSQL shuts down cleanly), then the thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    await this.waitReady.catch(() => {});
    this.#worker.ref();
    await this.#transactionMutex.runExclusive(() => this.#queryMutex.runExclusive(async () => {}));
    this.#closed = true;
    if (!this.#failure) {
      const closed = new Promise<void>((resolve) => {
        this.#worker.on('message', (message: FromDatabaseThread) => message.kind === 'closed' && resolve());
      });
      this.#worker.postMessage({ kind: 'close' } satisfies ToDatabaseThread);
      await closed;
    }
    await this.#worker.terminate();
  }

  #query<T>(sql: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (options?.serializers || options?.blob) {
      throw new Error('Per-query serializers and blobs are not available on the threaded embedded database');
    }
    return this.#queryMutex.runExclusive(async () => {
      const answers = await this.#run({ kind: 'query', sql, params, paramTypes: options?.paramTypes }, params, options);
      return parse.parseResults(answers, this.parsers, options)[0] as Results<T>;
    });
  }

  #exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#queryMutex.runExclusive(async () => {
      const answers = await this.#run({ kind: 'exec', sql }, undefined, options);
      return parse.parseResults(answers, this.parsers, options);
    });
  }

  /** One round trip to the thread; the first error PostgreSQL reported is thrown, as PGlite throws it. */
  async #run(request: Request, params: unknown[] | undefined, options?: QueryOptions) {
    const data = await this.#send(request);
    const answers: messages.BackendMessage[] = [];
    let databaseError: messages.DatabaseError | null = null;
    new protocol.Parser().parse(data, (message) => {
      if (message instanceof messages.DatabaseError) databaseError ??= message;
      else if (message instanceof messages.NotificationResponseMessage) this.#notify(message.channel, message.payload);
      else if (message instanceof messages.NoticeMessage) options?.onNotice?.(message);
      answers.push(message);
    });
    if (databaseError) {
      // What PGlite adds to the error, for whoever reports it.
      throw Object.assign(databaseError, { query: request.sql, params, queryOptions: options });
    }
    return answers;
  }

  #send(request: Request): Promise<Uint8Array> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    const answer = new Promise<Uint8Array>((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    if (this.#pending.size === 1) this.#worker.ref();
    this.#worker.postMessage({ ...request, id } satisfies ToDatabaseThread);
    return answer;
  }

  #settle({ id, data, error }: Extract<FromDatabaseThread, { kind: 'answer' }>) {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (data) pending.resolve(data);
    else pending.reject(new Error(error ?? 'The embedded database gave no answer'));
  }

  #fail(error: Error) {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#failure);
    this.#pending.clear();
  }

  #notify(channel: string, payload: string) {
    // As PGlite: after the current job, and still before the statement that notified returns to its caller.
    for (const listener of this.#listeners.get(channel) ?? []) queueMicrotask(() => listener(payload));
  }
}

/** How PostgreSQL names a channel: as quoted, or folded to lower case. */
function postgresName(channel: string): string {
  return channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();
}

/** A tagged template as a query with numbered parameters, as PGlite's `sql` makes it. */
function templated(strings: TemplateStringsArray, params: unknown[]) {
  return {
    query: strings.reduce((query, part, index) => `${query}${index > 0 ? `$${index}` : ''}${part}`, ''),
    params,
  };
}
