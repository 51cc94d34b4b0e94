import { expect } from 'vitest';

/** A new quote or application as the site reads the answer: exactly { collections: { id } }, the id a UUID. */
export function createdId(answer: { collections: { id: string } }): string {
  expect(Object.keys(answer)).toEqual(['collections']);
  const { id } = answer.collections;
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(answer).toEqual({ collections: { id } });
  return id;
}
