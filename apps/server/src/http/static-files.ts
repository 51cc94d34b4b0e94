import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { storedImageServer, type StoredImageSource } from './stored-images.ts';

const YEAR = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';

/**
 * Built files (hashed names under /assets/: cached for a year) and /storage: the pictures uploaded in the console
 * (in the database, stored-images.ts), else the images shipped with the site (prisma/seed/storage).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: { clientDirs?: string[]; storageDir: string; storedImages: StoredImageSource },
) {
  const serveStoredImage = storedImageServer(options.storedImages);
  await app.register(async (storage) => {
    // Runs for the shipped files' route only (this scope's): the database's picture, when it has one, is the answer.
    storage.addHook('onRequest', async (request, reply) => {
      if (await serveStoredImage(request, reply)) return reply;
    });
    await storage.register(fastifyStatic, {
      root: options.storageDir,
      prefix: '/storage/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
    });
  });
  if (!options.clientDirs?.length) return;
  // One route per built file (wildcard off), so every other path stays with the page renderer.
  await app.register(fastifyStatic, {
    root: options.clientDirs,
    prefix: '/',
    decorateReply: false,
    index: false,
    wildcard: false,
    cacheControl: false,
    allowedPath: (path) => !path.endsWith('.html'),
    // The build writes a brotli and a gzip copy of each script and stylesheet (vite.config.ts): sent as they are
    // to a browser that accepts them, instead of compressing on every request. The copies get no route of their own.
    preCompressed: true,
    // robots.txt is the server's (findability.ts): a build from before it moved must not claim the same route.
    globIgnore: ['robots.txt', '**/*.br', '**/*.gz'],
    setHeaders: (reply, path) => void reply.header('cache-control', path.includes('/assets/') ? YEAR : DAY),
  });
}
