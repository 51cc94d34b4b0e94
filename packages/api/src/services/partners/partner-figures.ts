import type { Prisma } from '@sme/db';
import { leadKindLabels, leadStatusLabels, ukMonth, ukMonthLabel } from '@sme/domain';

/**
 * The leads a partner is shown as theirs: referred by them, not spam (a bot's, announced to no one) and not erased
 * (nothing is left of the business to show).
 */
const countedReferrals = (partnerId: string) => ({ partnerId, status: { not: 'spam' as const }, erasedAt: null });

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * A partner's referrals by UK month, newest first: the business, the kind, when, how far it got. Never the person
 * or how to reach them: a partner sees that the business came, not who it is to call.
 */
export async function referralMonths(prisma: Prisma, partnerId: string) {
  const leads = await prisma.lead.findMany({
    where: countedReferrals(partnerId),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, businessName: true, kind: true, createdAt: true, status: true },
  });
  const months = new Map<string, typeof leads>();
  for (const lead of leads) {
    const month = ukMonth(lead.createdAt);
    months.set(month, [...(months.get(month) ?? []), lead]);
  }
  return [...months.entries()]
    .sort(([a], [b]) => newestFirst(a, b))
    .map(([month, rows]) => ({
      month,
      label: ukMonthLabel(month),
      count: rows.length,
      won: rows.filter((row) => row.status === 'won').length,
      referrals: rows.map((row) => ({
        id: row.id,
        businessName: row.businessName,
        kind: row.kind,
        kindLabel: leadKindLabels[row.kind],
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        statusLabel: leadStatusLabels[row.status],
      })),
    }));
}

/** A partner's earnings by the UK month each lead was won, newest first, and the total. */
export async function earningMonths(prisma: Prisma, partnerId: string) {
  const earnings = await prisma.partnerEarning.findMany({
    where: { partnerId },
    orderBy: [{ wonAt: 'desc' }, { id: 'desc' }],
    select: { kind: true, amountPence: true, wonAt: true, lead: { select: { businessName: true } } },
  });
  const months = new Map<string, typeof earnings>();
  for (const earning of earnings) {
    const month = ukMonth(earning.wonAt);
    months.set(month, [...(months.get(month) ?? []), earning]);
  }
  const sum = (rows: { amountPence: number }[]) => rows.reduce((total, row) => total + row.amountPence, 0);
  return {
    totalPence: sum(earnings),
    months: [...months.entries()]
      .sort(([a], [b]) => newestFirst(a, b))
      .map(([month, rows]) => ({
        month,
        label: ukMonthLabel(month),
        totalPence: sum(rows),
        items: rows.map((row) => ({
          businessName: row.lead.businessName,
          kindLabel: leadKindLabels[row.kind],
          wonAt: row.wonAt.toISOString(),
          amountPence: row.amountPence,
        })),
      })),
  };
}

/** Per partner: counted referrals, won ones, and commission earned (the console's list of partners). */
export async function partnerTotals(prisma: Prisma, partnerIds: string[]) {
  const [referrals, won, earned] = await Promise.all([
    prisma.lead.groupBy({
      by: ['partnerId'],
      where: { partnerId: { in: partnerIds }, status: { not: 'spam' }, erasedAt: null },
      _count: { _all: true },
    }),
    prisma.lead.groupBy({
      by: ['partnerId'],
      where: { partnerId: { in: partnerIds }, status: 'won', erasedAt: null },
      _count: { _all: true },
    }),
    prisma.partnerEarning.groupBy({
      by: ['partnerId'],
      where: { partnerId: { in: partnerIds } },
      _sum: { amountPence: true },
    }),
  ]);
  const count = (rows: { partnerId: string | null; _count: { _all: number } }[]) =>
    new Map(rows.map((row) => [row.partnerId, row._count._all]));
  const referralCounts = count(referrals);
  const wonCounts = count(won);
  const earnedSums = new Map(earned.map((row) => [row.partnerId, row._sum.amountPence ?? 0]));
  return (partnerId: string) => ({
    referrals: referralCounts.get(partnerId) ?? 0,
    won: wonCounts.get(partnerId) ?? 0,
    earnedPence: earnedSums.get(partnerId) ?? 0,
  });
}
