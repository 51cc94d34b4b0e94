import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { openApiDocumentText } from '../openapi-document.ts';
import { apiDocsContentSecurityPolicy } from './security-headers.ts';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const swaggerUiFiles = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js']);

const own = (name: string) => readFileSync(new URL(`./api-docs/${name}`, import.meta.url), 'utf8');

/**
 * The document names the site as its server, so that /api/docs' "Try it out" and a client generated from it call the
 * site that served it: PUBLIC_URL when set; otherwise the address the document was asked for (a site reached as
 * 127.0.0.1 named as localhost would be another origin, and the browser would refuse the call). Built once per address,
 * for a few addresses.
 */
function contractFor(site: string | undefined) {
  const built = new Map<string, string>();
  return (requested: string) => {
    const origin = (site ?? requested).replace(/\/+$/, '');
    const known = built.get(origin);
    if (known) return known;
    const text = openApiDocumentText(origin);
    if (built.size < 8) built.set(origin, text);
    return text;
  };
}

/**
 * /api/openapi.json, the REST contract, and /api/docs, the reference for integrators: Swagger UI over that
 * document, every asset from this server (no CDN). The request-XHR guard lets /api/docs through, so a browser can open it.
 */
export async function registerApiDocs(app: FastifyInstance, site: string | undefined) {
  const page = own('index.html');
  // Ours change with each release and are small: revalidate. Swagger UI changes only with its version.
  const ownAssets = [
    { name: 'docs.js', type: 'text/javascript; charset=utf-8', body: own('docs.js') },
    { name: 'docs.css', type: 'text/css; charset=utf-8', body: own('docs.css') },
  ];
  await app.register(async (docs) => {
    // The app's compression covers only routes added after it, and this runs before; the bundle is 1.7 MB raw.
    await docs.register(compress, { threshold: 1024 });
    // The published contract, for integrators and their tools (no XHR header needed); 200 kB raw, 12 kB gzipped.
    const contract = contractFor(site);
    docs.get('/api/openapi.json', (request, reply) =>
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(contract(`${request.protocol}://${request.host}`)),
    );
    docs.get('/api/docs', (_request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', apiDocsContentSecurityPolicy)
        .send(page),
    );
    for (const { name, type, body } of ownAssets) {
      docs.get(`/api/docs/assets/${name}`, (_request, reply) =>
        reply.header('content-type', type).header('cache-control', 'no-cache').send(body),
      );
    }
    await docs.register(fastifyStatic, {
      root: swaggerUiDir,
      prefix: '/api/docs/assets/',
      decorateReply: false,
      index: false,
      maxAge: '1d',
      allowedPath: (path) => swaggerUiFiles.has(path),
    });
  });
}
