import {
  acquirerRowSchema,
  catalogueListLabels,
  catalogueMessages,
  listRowSchema,
  type CatalogueListKind,
} from '@sme/domain';
import { z } from 'zod';
import { openedVersion, rowId, versionIdInput } from './catalogue-record.ts';

/** The inputs of one list's procedures: an acquirer carries a logo, the other lists a name only. */
export function listInputs(kind: CatalogueListKind) {
  const id = rowId(catalogueMessages.listRowNotFound(catalogueListLabels[kind].one));
  const fields = kind === 'acquirer' ? acquirerRowSchema : listRowSchema.extend({ logo: z.undefined().optional() });
  return {
    id: z.object({ id }),
    save: fields.extend({ id: id.optional(), updatedAt: openedVersion }),
    status: z.object({ id, updatedAt: openedVersion }),
    restore: z.object({ id, versionId: versionIdInput, updatedAt: openedVersion }),
    fields,
  };
}
