import type { DbTransaction, LeadKind, Prisma } from '@sme/db';
import { leadKindLabels, leadKinds } from '@sme/domain';

/** The default commission per won lead of each kind (0 where none is set), in the console's order of kinds. */
export async function defaultRates(db: Prisma | DbTransaction) {
  const rows = await db.commissionRate.findMany();
  const byKind = new Map(rows.map((row) => [row.kind, row.amountPence]));
  return leadKinds.map((kind) => ({ kind, kindLabel: leadKindLabels[kind], amountPence: byKind.get(kind) ?? 0 }));
}

/** A partner's rate for each kind: their own where an admin set one (own: true), else the default. */
export async function partnerRates(db: Prisma | DbTransaction, partnerId: string) {
  const [defaults, own] = await Promise.all([defaultRates(db), db.partnerRate.findMany({ where: { partnerId } })]);
  const ownByKind = new Map<LeadKind, number>(own.map((row) => [row.kind, row.amountPence]));
  return defaults.map((rate) => {
    const mine = ownByKind.get(rate.kind);
    return mine === undefined ? { ...rate, own: false } : { ...rate, amountPence: mine, own: true };
  });
}
