import { buildOpenApiDocument, legacyErrorBody, type ErrorEntry } from '@sme/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A field a REST call does not take is refused by name, never dropped: an integrator who sent `business_nme` stored a
 * lead with no business name and an answer of 200. The one misspelling the legacy contract itself made, the
 * business name (`bussiness_name` on the energy and water flows, `business_name` on the contact form and the cash
 * advance), is taken in either spelling wherever one of them is the call's field.
 */
const otherSpelling: Record<string, string> = { business_name: 'bussiness_name', bussiness_name: 'business_name' };

export const fieldMessages = {
  unknown: (field: string) => `Unknown field "${field}": this call does not take it.`,
  twoSpellings: (given: string, field: string) =>
    `"${given}" and "${field}" are the same field and were sent with different values: send one.`,
} as const;

interface BodySchema {
  properties?: Record<string, unknown>;
  oneOf?: BodySchema[];
}

/**
 * The fields a body may hold: the union over the call's shapes (oneOf). Top-level only: a misspelt field is dropped
 * there; inside an object (the booking's `uri`) the object's own check names what is wrong with it.
 */
function fieldsOf(schema: BodySchema): Set<string> | undefined {
  const shapes = [schema, ...(schema.oneOf ?? [])].filter((shape) => shape.properties);
  if (shapes.length === 0) return undefined;
  return new Set(shapes.flatMap((shape) => Object.keys(shape.properties ?? {})));
}

/** Each field of `body` the call does not take, after moving a field sent in its other spelling to the call's. */
function unknownFields(body: Record<string, unknown>, fields: Set<string>): ErrorEntry[] {
  const problems: ErrorEntry[] = [];
  for (const given of Object.keys(body)) {
    if (fields.has(given)) continue;
    const field = otherSpelling[given];
    if (!field || !fields.has(field)) {
      problems.push({ message: fieldMessages.unknown(given), code: 'unknown_field', field: given });
    } else if (field in body && body[field] !== body[given]) {
      problems.push({ message: fieldMessages.twoSpellings(given, field), code: 'conflicting_fields', field: given });
    } else {
      body[field] = body[given];
      delete body[given];
    }
  }
  return problems;
}

/** `POST /commecial-utility/supplier/submit` → the fields its body takes, read from the REST document. */
function bodyFieldsByCall(): Map<string, Set<string>> {
  const calls = new Map<string, Set<string>>();
  for (const [path, item] of Object.entries(buildOpenApiDocument().paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, { requestBody?: unknown }>)) {
      const content = (operation.requestBody as { content?: Record<string, { schema?: BodySchema }> } | undefined)
        ?.content;
      const schema = content?.['application/json']?.schema;
      const fields = schema ? fieldsOf(schema) : undefined;
      if (fields) calls.set(`${method.toUpperCase()} /api${path}`, fields);
    }
  }
  return calls;
}

const callOf = (request: FastifyRequest) =>
  `${request.method} ${(request.url.split('?')[0] ?? '').replace(/\/+$/, '')}`;

/** In the REST scope, once the body is parsed (JSON or form) and before the procedure reads it. */
export function refuseUnknownFields(rest: FastifyInstance) {
  const calls = bodyFieldsByCall();
  rest.addHook('preHandler', async (request, reply) => {
    const fields = calls.get(callOf(request));
    const body = request.body;
    if (!fields || body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const problems = unknownFields(body as Record<string, unknown>, fields);
    // 404, the status of every refused submission on these paths (legacy clients toast each message only on a 404).
    if (problems.length > 0) return reply.code(404).send(legacyErrorBody(problems));
  });
}
