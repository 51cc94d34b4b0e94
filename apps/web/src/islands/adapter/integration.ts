import type { AstroIntegration } from 'astro';

/**
 * Astro's adapter for this project's Fastify server: the build's server entry exports one function that renders a
 * page from a standard Request (server-entry.ts), and the server sends its Response through Fastify, so its hooks
 * (the page cache, compression, security headers) apply to these pages as to every other.
 */
export function fastifyAdapter(): AstroIntegration {
  return {
    name: 'sme-fastify-adapter',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'sme-fastify-adapter',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./server-entry.ts', import.meta.url),
          supportedAstroFeatures: { serverOutput: 'stable', staticOutput: 'unsupported', hybridOutput: 'unsupported' },
        });
      },
    },
  };
}
