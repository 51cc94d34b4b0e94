import type { Response } from './types.ts';

/** Header fields every answer (or every throttled call's answer) carries, described once and referred to. */
export const answerHeaders = {
  XRequestId: {
    description:
      'This request’s id: the one the caller sent in X-Request-Id when it looks like one (8 to 128 letters, digits ' +
      'and . _ : -), otherwise a new UUID. Quote it when asking about a call: every log line of the call carries it.',
    schema: { type: 'string', maxLength: 128 },
    example: '7d3f7a1e-2c64-4d0b-9a52-5a8f0f1d2c11',
  },
  RateLimitPolicy: {
    description:
      'The limits this call counted against (IETF draft-ietf-httpapi-ratelimit-headers): one per family of calls ' +
      '(submissions, reads, lookups), each with its quota (q) per window (w, seconds), per client address.',
    schema: { type: 'string' },
    example: '"submissions";q=60;w=60',
  },
  RateLimit: {
    description: 'What is left of each limit (r) and the seconds until its window ends (t), in the same order.',
    schema: { type: 'string' },
    example: '"submissions";r=59;t=42',
  },
} as const;

const refs = {
  'X-Request-Id': { $ref: '#/components/headers/XRequestId' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
};

/** Each response with the header fields every answer carries, beside its own (Retry-After on a 429). */
export function withAnswerHeaders(responses: Record<string, Response | undefined>) {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      response && { ...response, headers: { ...refs, ...(response.headers ?? {}) } },
    ]),
  );
}
