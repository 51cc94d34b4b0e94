const KB = 1024;

/**
 * The largest body each call takes. Refusing a larger one before reading it is what keeps a flood of big bodies
 * from eating the CPU that every other visitor needs.
 */
export const bodyLimits = {
  /**
   * A form or flow step. The documented examples are under 250 bytes; the longest legitimate one (a cash-advance
   * create with 10 location facts and every text at its cap) stays under 16 kB even form-encoded in a non-Latin
   * script (up to 9 bytes a character).
   */
  step: 16 * KB,
  /** Contact us carries a message of up to 5,000 characters: up to 56 kB form-encoded in a non-Latin script. */
  message: 64 * KB,
  /** /trpc: the site's batched calls, and the console's notes (up to 5,000 characters). */
  trpc: 64 * KB,
  /**
   * /trpc calls that are all the console's content procedures: a post's body of up to 100,000 characters, up to
   * 300 kB in UTF-8 in a non-Latin script, plus JSON's escapes.
   */
  content: 512 * KB,
} as const;

/** The start of the console's content procedures' names on /trpc, which carry a post's whole body. */
const CONTENT_PROCEDURES = 'admin.content.';

/** The largest body a /trpc path (the comma-separated procedure names after /trpc/) takes. */
export const trpcBodyLimit = (names: string) =>
  names.split(/,|%2c/i).every((name) => name.startsWith(CONTENT_PROCEDURES)) ? bodyLimits.content : bodyLimits.trpc;

/** Paths (after /api) that carry free text longer than a step's. */
const messagePaths = new Set(['/form-submit/contact-us']);

/** The largest body a REST path (without /api) takes. */
export const restBodyLimit = (path: string) => (messagePaths.has(path) ? bodyLimits.message : bodyLimits.step);

/**
 * How far a body may nest and how many values it may hold in all. The deepest legitimate body nests 4 levels (a tRPC
 * batch of location facts) and the widest holds a few dozen values; the cost of parsing and checking grows with both,
 * so a body past them is refused before it is parsed.
 */
export const shapeLimits = { depth: 20, values: 1000 } as const;

export const bodyMessages = {
  tooLarge: (limit: number) => `This request is too large: it can be at most ${Math.round(limit / KB)} kB.`,
  tooDeep: `This request is nested too deeply: it can be at most ${shapeLimits.depth} levels deep.`,
  tooManyValues: `This request has too many fields: it can hold at most ${shapeLimits.values} values.`,
} as const;
