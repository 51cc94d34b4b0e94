import { isUuid } from '@sme/domain';
import { notFound } from '../trpc.ts';

/** An application's id: a UUID it knows, or the 'not found' error (an unknown id and a malformed one alike). */
export async function requireExisting<T>(id: string, find: (id: string) => Promise<T | null>, message: string) {
  const found = isUuid(id) ? await find(id) : null;
  if (!found) throw notFound(message);
  return found;
}

/** Saves a step on an existing application; refuses an id it does not know. */
export async function updateExisting(
  id: string,
  update: (id: string) => Promise<{ count: number }>,
  message: string,
): Promise<{ id: string }> {
  const { count } = isUuid(id) ? await update(id) : { count: 0 };
  if (count === 0) throw notFound(message);
  return { id };
}
