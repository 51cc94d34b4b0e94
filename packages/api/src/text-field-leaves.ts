// For tests only (re-exported by testing.ts): where text can sit in an input, and the ill-formed text to put there.

/** Ill-formed UTF-16 as a JSON body can carry it: a high or a low surrogate alone, and a pair the wrong way round. */
export const illFormedText = [
  { label: 'a lone high surrogate', text: '\ud800' },
  { label: 'a lone low surrogate', text: '\udfff' },
  { label: 'a reversed pair', text: '\udc00\ud83d' },
];

/** The part of a JSON Schema (a documented request body, or zod's toJSONSchema of an input) that holds fields. */
export interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, FieldSchema>;
  items?: FieldSchema;
  anyOf?: FieldSchema[];
  oneOf?: FieldSchema[];
}

/** Where a string can sit in a schema: each a path of keys (a list's first item as 0). */
export function stringLeaves(schema: FieldSchema | undefined, at: (string | number)[] = []): (string | number)[][] {
  if (!schema) return [];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  const leaves: (string | number)[][] = [];
  const takesText =
    [schema.type ?? []].flat().includes('string') ||
    (schema.enum ?? []).some((option) => typeof option === 'string') ||
    branches.some((branch) => [branch.type ?? []].flat().includes('string'));
  if (takesText) leaves.push(at);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    leaves.push(...stringLeaves(property, [...at, name]));
  }
  if (schema.items) leaves.push(...stringLeaves(schema.items, [...at, 0]));
  for (const branch of branches) leaves.push(...stringLeaves(branch, at).filter((leaf) => leaf.length > at.length));
  const seen = new Set<string>();
  return leaves.filter((leaf) => !seen.has(leaf.join('.')) && seen.add(leaf.join('.')));
}
