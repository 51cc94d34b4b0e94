import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Built assets (hashed names: cached for a year) and the images of /storage. */
export async function registerStaticFiles(app: FastifyInstance, options: { clientDir?: string; storageDir: string }) {
  await app.register(fastifyStatic, {
    root: options.storageDir,
    prefix: '/storage/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });
  if (!options.clientDir) return;
  await app.register(fastifyStatic, {
    root: `${options.clientDir}/assets`,
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });
  // favicon.svg, robots.txt and the like; wildcard off so page routes stay with the renderer.
  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    wildcard: false,
    allowedPath: (path) => !path.endsWith('.html'),
    maxAge: '1d',
  });
}
