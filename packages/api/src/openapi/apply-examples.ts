import { operationExamples } from './examples.ts';
import type { ExampleCall } from './examples.ts';
import type { Example, MediaType, Operation } from './types.ts';

type NamedExample = [name: string, example: Example];
const named = (entries: NamedExample[]) => Object.fromEntries(entries);
const exampleName = (index: number, count: number) => (count === 1 ? 'accepted' : `accepted${index + 1}`);

/** Puts the worked examples of an operation where readers and tools look: parameters, body and responses. */
export function applyExamples(key: string, operation: Operation) {
  const examples = operationExamples[key];
  if (!examples) throw new Error(`openapi: no example for ${key} (add one to openapi/examples.ts)`);
  const { ok, refused } = examples;
  for (const parameter of operation.parameters ?? []) {
    const value = ok[0]?.parameters?.[parameter.name];
    if (value !== undefined) parameter.example = value;
  }
  if (operation.requestBody) {
    const bodies: NamedExample[] = ok.map((call, index) => [
      exampleName(index, ok.length),
      { summary: call.summary, value: call.body },
    ]);
    for (const media of Object.values(operation.requestBody.content)) media.examples = named(bodies);
  }
  setExamples(
    operation.responses?.[200]?.content?.['application/json'],
    ok.map((call, index) => [exampleName(index, ok.length), { summary: call.summary, value: call.response }]),
  );
  // A refused call is not a valid request: among the request's examples, mock servers and client generators would
  // take it for one. It goes beside the answer it earns, described for readers and in x-request for tools.
  if (refused) {
    const { summary, errors, ...call } = refused;
    setExamples(operation.responses?.[404]?.content?.['application/json'], [
      [
        'refused',
        {
          summary,
          description: describeCall(call),
          value: { errors },
          'x-request': call,
        },
      ],
    ]);
  }
}

/** The refused call, as /api/docs shows it above the answer (Markdown). */
function describeCall({ parameters, body }: ExampleCall) {
  const parts = ['The call that earns this answer (a mistake, not a valid request):'];
  const values = Object.entries(parameters ?? {}).map(
    ([name, value]) => `- \`${name}\`: \`${typeof value === 'string' ? value : JSON.stringify(value)}\``,
  );
  if (values.length) parts.push(values.join('\n'));
  if (body) parts.push(`\`\`\`json\n${JSON.stringify(body, null, 2)}\n\`\`\``);
  return parts.join('\n\n');
}

// A media type shows either one example or named ones: the named ones replace the default.
function setExamples(media: MediaType | undefined, entries: NamedExample[]) {
  if (!media) return;
  delete media.example;
  media.examples = named(entries);
}
