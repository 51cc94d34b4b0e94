import { createConfig, lint, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
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
