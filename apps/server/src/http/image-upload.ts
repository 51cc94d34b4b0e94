import { imageUploader, imageUploadRefusal, storeUploadedImage, transportMessages } from '@sme/api';
import { imageLimits, imageMessages, imageUploadPath } from '@sme/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpExchange } from '../console.ts';
import type { ContextFactory } from './context.ts';

type Uploader = Awaited<ReturnType<typeof imageUploader>>;

/** Who is uploading, found before the body is read. */
const uploaders = new WeakMap<FastifyRequest, Uploader>();

const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message });

/**
 * POST /admin/images?folder=blog&name=photo.jpg with the file's bytes as the body, whatever its declared type (the
 * content decides: storeUploadedImage): a picture for the site's content, stored in the database and answered as
 * 201 { path, url, width, height, bytes }. Refusals are { message } in the uploader's words.
 *
 * The console's session cookie is SameSite=Lax, which a cross-site form POST does not carry, but a request from
 * another page of the same site would; so, as for every console call, only the console's own script may upload:
 * it must send X-Requested-With (no other site can add it without a preflight this server never approves), and
 * the browser's word on where the request comes from (Sec-Fetch-Site, Origin), when given, must be this site.
 *
 * Everything that needs no body is checked before the body is read: a refused upload costs neither the transfer
 * of 10 MB nor the decoding.
 */
export async function registerImageUpload(
  app: FastifyInstance,
  createContext: ContextFactory,
  options: { publicUrl: string },
) {
  const siteOrigin = new URL(options.publicUrl).origin;
  await app.register(async (scope) => {
    // Any type is taken as bytes: a file's declared type is the browser's guess from its name.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: imageLimits.maxBytes }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 413) return tooLarge(reply);
      if (error.statusCode && error.statusCode < 500)
        return refuse(reply, error.statusCode, imageMessages.uploadFailed);
      app.log.error({ route: imageUploadPath, cause: error.name, causeCode: error.code }, 'image upload failed');
      return refuse(reply, 500, imageMessages.storeFailed);
    });

    scope.post(
      imageUploadPath,
      {
        bodyLimit: imageLimits.maxBytes,
        onRequest: async (request, reply) => {
          if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
            return refuse(reply, 403, transportMessages.xhrMissing);
          }
          if (!fromThisSite(request, siteOrigin)) return refuse(reply, 403, imageMessages.notFromConsole);
          try {
            const ctx = { ...createContext({ req: request }), http: httpExchange(request, reply) };
            uploaders.set(request, await imageUploader(ctx));
          } catch (cause) {
            const { status, message } = imageUploadRefusal(cause);
            return refuse(reply, status, message);
          }
          if (Number(request.headers['content-length']) > imageLimits.maxBytes) return tooLarge(reply);
        },
      },
      async (request, reply) => {
        const uploader = uploaders.get(request)!;
        const query = request.query as Record<string, unknown>;
        const text = (value: unknown) => (typeof value === 'string' ? value : '');
        try {
          const stored = await storeUploadedImage(createContext({ req: request }).prisma, {
            bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            folder: text(query.folder),
            nameHint: text(query.name).slice(0, 255),
            uploadedById: uploader.id,
          });
          return reply.code(201).send(stored);
        } catch (cause) {
          const { status, message } = imageUploadRefusal(cause);
          if (status >= 500)
            app.log.error({ route: imageUploadPath, cause: (cause as Error).name }, 'image upload failed');
          return refuse(reply, status, message);
        }
      },
    );
  });
}

/** Past the limit: said in words, and the connection closed, so the rest of the file is not sent for nothing. */
function tooLarge(reply: FastifyReply) {
  void reply.header('connection', 'close');
  return refuse(reply, 413, imageMessages.tooLarge);
}

/**
 * Whether the browser says the request comes from a page of this site. Sec-Fetch-Site is set by the browser, not
 * the page; a browser without it sends Origin on every POST. A client that sends neither is no browser a page could
 * drive, and it still needs the session and the header.
 */
function fromThisSite(request: FastifyRequest, siteOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    // Behind a proxy the Host header may be the upstream's: the configured public address counts too.
    return url.host === request.headers.host || url.host === request.host || url.origin === siteOrigin;
  } catch {
    return false;
  }
}
