import type { ConsoleUser } from '../../console-user.ts';

/** Admins and editors change the site's content; agents read it (the server refuses them all the same). */
export function canEditContent(user: ConsoleUser): boolean {
  return user.role === 'admin' || user.role === 'editor';
}

export const readOnlyNote = 'You can read the posts; only admins and editors can change them.';
