import { claimsSettingsSchema, publicClaims, type PublicClaims } from '@sme/domain';
import type { Db } from '../lead-kinds/lead-kind.ts';

/**
 * The figure claims pages may make, read for each page the server renders (a kept page is dropped when the evidence
 * changes: FinanceSetting's trigger). Evidence that no longer passes its rules makes no claim.
 */
export async function readPublicClaims(db: Db): Promise<PublicClaims> {
  const row = await db.financeSetting.findUnique({ where: { kind: 'claims' } });
  const parsed = claimsSettingsSchema.safeParse(row?.data);
  return publicClaims(parsed.success ? parsed.data : null);
}
