import type { Prisma } from '@sme/db';
import { noContractCutoff } from '@sme/domain';
import { audit } from '../audit.ts';
import { eraseLead } from './erase.ts';

const batch = 200;

/**
 * Applies the privacy policy's periods: a lead that led to no contract (any status but Won) is made anonymous
 * once its last contact (the visitor's last step or staff's last action) is older than the no-contract period.
 * Won leads are kept: their contract's end, from which the longer period runs, is not recorded here.
 */
export async function runRetention(prisma: Prisma, now = new Date()): Promise<{ erased: number }> {
  const cutoff = noContractCutoff(now);
  let erased = 0;
  for (;;) {
    const due = await prisma.lead.findMany({
      where: { erasedAt: null, status: { not: 'won' }, lastActivityAt: { lt: cutoff } },
      select: { id: true },
      take: batch,
    });
    if (due.length === 0) break;
    for (const lead of due) {
      if (await prisma.$transaction((tx) => eraseLead(tx, lead.id, null))) erased += 1;
    }
  }
  await audit(prisma, { actorId: null, action: 'retention.run', detail: { erased, cutoff: cutoff.toISOString() } });
  return { erased };
}
