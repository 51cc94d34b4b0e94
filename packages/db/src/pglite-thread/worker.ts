// The embedded database's own thread. It holds the PGlite instance and runs each query's wire-protocol
// conversation with PostgreSQL here, in one or two steps, answering with PostgreSQL's raw bytes. Parsing rows,
// errors, notifications and the locks stay with ThreadedPGlite on the main thread, with PGlite's own code.
import { parentPort, workerData } from 'node:worker_threads';
import { messages, protocol } from '@electric-sql/pglite';
import { createPGlite } from '../pglite.ts';
import type { FromDatabaseThread, ToDatabaseThread } from './messages.ts';

const port = parentPort!;
const send = (message: FromDatabaseThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
const { serialize } = protocol;

const pglite = createPGlite((workerData as { dataDir: string }).dataDir);
try {
  await pglite.waitReady;
} catch (error) {
  send({ kind: 'failed', error: reason(error) });
  process.exit(1);
}

/** Runs protocol messages and keeps PostgreSQL's answer. NodeFS writes through: there is nothing to sync after. */
async function step(answers: Uint8Array[], ...messages: Uint8Array[]): Promise<Uint8Array> {
  const answer = await pglite.execProtocolRaw(concat(messages), { syncToFs: false });
  answers.push(answer);
  return answer;
}

/**
 * PGlite's own conversation for a query with parameters (parse, describe, bind, describe, execute, sync), in two
 * steps instead of six: the parameters are serialised for the types PostgreSQL describes, which needs the first.
 * After an error PostgreSQL ignores everything up to the sync, as it does for PGlite.
 */
async function runQuery(request: Extract<ToDatabaseThread, { kind: 'query' }>): Promise<Uint8Array[]> {
  const answers: Uint8Array[] = [];
  const described = await step(
    answers,
    serialize.parse({ text: request.sql, types: request.paramTypes }),
    serialize.describe({ type: 'S' }),
  );
  const types: number[] = [];
  new protocol.Parser().parse(described, (message) => {
    if (message instanceof messages.ParameterDescriptionMessage) types.push(...message.dataTypeIDs);
  });
  const values = request.params.map((param, index) => {
    if (param === null || param === undefined) return null;
    const serializer = pglite.serializers[types[index]!];
    return serializer ? serializer(param) : String(param);
  });
  await step(
    answers,
    serialize.bind({ values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  );
  return answers;
}

port.on('message', async (request: ToDatabaseThread) => {
  if (request.kind === 'close') {
    await pglite.close();
    send({ kind: 'closed' });
    return;
  }
  try {
    const answers =
      request.kind === 'query'
        ? await runQuery(request)
        : [await step([], serialize.query(request.sql), serialize.sync())];
    const data = concat(answers);
    send({ kind: 'answer', id: request.id, data }, [data.buffer as ArrayBuffer]);
  } catch (error) {
    send({ kind: 'answer', id: request.id, error: reason(error) });
  }
});
send({ kind: 'ready' });

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1 && parts[0]!.byteOffset === 0 && parts[0]!.byteLength === parts[0]!.buffer.byteLength) {
    return parts[0]!;
  }
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.byteLength;
  }
  return whole;
}
