import type { OpenApiMeta } from 'trpc-to-openapi';

/**
 * The REST operation a procedure also answers under /api. The path is written whole where the procedure is
 * declared, so a legacy URL leads to its code in one search. Every legacy path is public: without protect: false
 * openapi.json would document each operation as Bearer-protected.
 */
export function restMeta(tag: string) {
  return (method: 'GET' | 'POST', path: `/${string}`, summary: string, description?: string): OpenApiMeta => ({
    openapi: { method, path, protect: false, tags: [tag], summary, description },
  });
}
