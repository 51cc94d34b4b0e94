/**
 * The input with `text` put inside the value at `at` (after its first character), or as the value if it has none:
 * the same field as a well-formed call fills it, with one thing wrong in it. The input itself is left as it was.
 */
export function spoilt(input: Record<string, unknown> | undefined, at: (string | number)[], text: string) {
  const copy = structuredClone(input ?? {});
  let parent: Record<string | number, unknown> = copy;
  for (const key of at.slice(0, -1)) {
    parent[key] ??= {};
    parent = parent[key] as Record<string | number, unknown>;
  }
  const last = at.at(-1)!;
  const value = parent[last];
  const base = typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : 'Text';
  parent[last] = `${base.slice(0, 1)}${text}${base.slice(1)}`;
  return copy;
}
