/** What the main thread asks of the database thread. */
export type ToDatabaseThread =
  /** An extended-protocol query: parsed, described, bound with `params` and run, then synced. */
  | { kind: 'query'; id: number; sql: string; params: unknown[]; paramTypes?: number[] }
  /** A simple-protocol query: one or more statements without parameters. */
  | { kind: 'exec'; id: number; sql: string }
  | { kind: 'close' };

/** What the database thread says back. */
export type FromDatabaseThread =
  | { kind: 'ready' }
  /** The database could not be opened: the thread stops after saying why. */
  | { kind: 'failed'; error: string }
  /** PostgreSQL's raw answers to a query, in order, or why there are none (PGlite itself failed). */
  | { kind: 'answer'; id: number; data?: Uint8Array; error?: string }
  | { kind: 'closed' };
