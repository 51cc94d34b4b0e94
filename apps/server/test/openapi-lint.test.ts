import { createConfig, lint, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import spectralCore from '@stoplight/spectral-core';
import Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiPath } from '../src/openapi-document.ts';

// What integrators' own tools read: `npx @redocly/cli lint openapi.json` (its recommended rules) says the same.
const recommended = () => createConfig({ extends: ['recommended'] });

/** A problem as `redocly lint` prints it: where, which rule, what. */
const readable = ({ location, ruleId, message }: NormalizedProblem) =>
  `${location.map(({ pointer }) => pointer).join(', ')}: ${ruleId}: ${message}`;

describe('openapi.json, read by a linter', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const problems = await lint({ ref: openApiPath, config: await recommended() });
    expect(problems.map(readable)).toEqual([]);
  });

  it('would fail on an operation without security or a refused call among the request examples', async () => {
    const document = JSON.parse(readFileSync(openApiPath, 'utf8'));
    const operation = document.paths['/commecial-water-waste/waste-info/submit'].post;
    delete operation.security;
    const examples = operation.requestBody.content['application/json'].examples;
    examples.refused = { summary: 'Too many bins', value: { ...examples.accepted.value, require_bin: 5 } };
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: openApiPath,
      config: await recommended(),
    });
    expect(problems.map(({ ruleId }) => ruleId).sort()).toEqual(['no-invalid-media-type-examples', 'security-defined']);
  });
});

/** Spectral's own reading of a document with its `spectral:oas` rules, as `spectral lint openapi.json` prints it. */
async function spectralProblems(text: string) {
  const spectral = new spectralCore.Spectral();
  spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
  const results = await spectral.run(new spectralCore.Document(text, Parsers.Json, openApiPath));
  return results.map(({ code, path, message }) => `${path.join('.')}: ${String(code)}: ${message}`);
}

describe('openapi.json, read by Spectral', () => {
  it('passes the spectral:oas rules with no error and no warning', async () => {
    expect(await spectralProblems(readFileSync(openApiPath, 'utf8'))).toEqual([]);
  });

  it('would fail on a relative licence URL, an operation without a description and an example off its pattern', async () => {
    const document = JSON.parse(readFileSync(openApiPath, 'utf8'));
    document.info.license.url = '/privacy-policy';
    delete document.paths['/form-submit/popup'].post.description;
    document.paths['/form-submit/popup'].post.requestBody.content['application/json'].schema.properties.phone.example =
      'call me';
    const problems = await spectralProblems(JSON.stringify(document));
    expect(problems.map((problem) => problem.split(': ')[1]).sort()).toEqual([
      'oas3-schema',
      'oas3-valid-schema-example',
      'operation-description',
    ]);
  });
});
