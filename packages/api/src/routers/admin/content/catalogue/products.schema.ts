import { catalogueMessages, productSchema } from '@sme/domain';
import { z } from 'zod';
import { openedVersion, rowId, versionIdInput } from './catalogue-record.ts';

const productId = rowId(catalogueMessages.productNotFound);

export const productIdInput = z.object({ id: productId });

/** A card machine to save: new without an id; with one, `updatedAt` is the version the editor opened. */
export const productSaveInput = productSchema.extend({ id: productId.optional(), updatedAt: openedVersion });

export const productStatusInput = z.object({ id: productId, updatedAt: openedVersion });

export const productRestoreInput = z.object({ id: productId, versionId: versionIdInput, updatedAt: openedVersion });
