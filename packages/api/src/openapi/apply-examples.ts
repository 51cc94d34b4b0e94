import { operationExamples } from './examples.ts';
import { legacyErrorBody } from './legacy-error.ts';
import type { MediaType, Operation } from './types.ts';

type NamedExample = [name: string, example: { summary: string; value: unknown }];
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
    if (refused?.body) bodies.push(['refused', { summary: refused.summary, value: refused.body }]);
    for (const media of Object.values(operation.requestBody.content)) media.examples = named(bodies);
  }
  setExamples(
    operation.responses?.[200]?.content?.['application/json'],
    ok.map((call, index) => [exampleName(index, ok.length), { summary: call.summary, value: call.response }]),
  );
  if (refused) {
    setExamples(operation.responses?.[404]?.content?.['application/json'], [
      ['refused', { summary: refused.summary, value: legacyErrorBody(refused.messages) }],
    ]);
  }
}

// A media type shows either one example or named ones: the named ones replace the default.
function setExamples(media: MediaType | undefined, entries: NamedExample[]) {
  if (!media) return;
  delete media.example;
  media.examples = named(entries);
}
