import { catalogueMessages } from '@sme/domain';
import type { ConsoleUser } from '../../console-user.ts';

/** Admins and editors change the catalogue; agents read it (the server refuses their changes all the same). */
export const canEditCatalogue = (user: ConsoleUser) => user.role === 'admin' || user.role === 'editor';

export const catalogueReadOnlyNote = catalogueMessages.agentReadOnly;

/** What was done to a product or a list's row, as a history lists it. */
export const catalogueActionLabels: Record<string, string> = {
  created: 'Created',
  edited: 'Edited',
  retired: 'Retired',
  reinstated: 'Reinstated',
  restored: 'Restored an earlier version',
};

export const statusLabels = { current: 'Current', retired: 'Retired' } as const;
