import type { DbTransaction } from '@sme/db';
import { businessRecordMessages, contactMessages, consoleMessages, officeTimeBetween } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import { notFound, rejected } from '../../../trpc.ts';
import type { ConsoleUser } from '../procedures.ts';
import type { logContactInput } from './contact.schema.ts';
import { readClock } from './contact-state.ts';
import { businessKeysSelect, linkedOpenLeads } from './linked-leads.ts';

type WorkContext = Context & { user: ConsoleUser };

const loggedLeadSelect = {
  id: true,
  createdAt: true,
  reachableAt: true,
  erasedAt: true,
  doNotContactAt: true,
} as const;
type LoggedLead = { id: string; createdAt: Date; reachableAt: Date | null };

/** Why nobody may log contact with this lead, if so: its data was erased, or the person asked to be left alone. */
export function contactRefusal(lead: { erasedAt: Date | null; doNotContactAt: Date | null }): string | null {
  if (lead.erasedAt) return contactMessages.erased;
  if (lead.doNotContactAt) return contactMessages.doNotContact;
  return null;
}

/**
 * Logs a call or an e-mail: one more attempt, and the first of them stops the waiting clock and records the time to
 * first contact in office time, from when the lead became reachable (or was received, if it never was). A new lead
 * becomes Contacted: someone has tried, whatever came of it; later statuses are the agent's to choose.
 */
export async function logContactHandler(ctx: WorkContext, input: z.output<typeof logContactInput>) {
  const lead = await ctx.prisma.lead.findUnique({
    where: { id: input.id },
    select: { ...loggedLeadSelect, ...businessKeysSelect },
  });
  if (!lead) throw notFound(consoleMessages.leadNotFound);
  const refusal = contactRefusal(lead);
  if (refusal) throw rejected(refusal);
  const { calendar, now } = readClock(ctx);
  // The other open enquiries from this business the agent chose: each really linked, or nothing is logged.
  const alsoIds = await linkedOpenLeads(ctx.prisma, lead, input.alsoIds);
  if (!alsoIds) throw rejected(businessRecordMessages.notLinked);
  const others = await ctx.prisma.lead.findMany({ where: { id: { in: alsoIds } }, select: loggedLeadSelect });

  const logOn = async (tx: DbTransaction, lead: LoggedLead) => {
    // Conditional, and it locks the row: a lead erased or marked do not contact a moment ago is refused, and two
    // agents logging at once are counted one after the other.
    const counted = await tx.lead.updateMany({
      where: { id: lead.id, erasedAt: null, doNotContactAt: null },
      // lastContactAt: a booked call or callback request made before now is answered ("Calls due").
      data: { contactAttempts: { increment: 1 }, lastActivityAt: now, lastContactAt: now },
    });
    if (counted.count === 0) {
      const current = await tx.lead.findUniqueOrThrow({ where: { id: lead.id } });
      throw rejected(contactRefusal(current) ?? consoleMessages.leadNotFound);
    }
    const { contactAttempts: attempt, status } = await tx.lead.findUniqueOrThrow({
      where: { id: lead.id },
      select: { contactAttempts: true, status: true },
    });
    // Only the first contact is recorded, however many agents log at the same moment: the row is theirs in turn,
    // and the second finds firstContactAt set.
    const officeSeconds = Math.round(officeTimeBetween(calendar, lead.reachableAt ?? lead.createdAt, now) / 1000);
    const first = await tx.lead.updateMany({
      where: { id: lead.id, firstContactAt: null },
      data: { firstContactAt: now, firstContactById: ctx.user.id, firstContactOfficeSeconds: officeSeconds },
    });
    const detail = {
      channel: input.channel,
      outcome: input.outcome,
      attempt,
      ...(input.text ? { text: input.text } : {}),
    };
    await tx.leadEvent.create({
      data: { leadId: lead.id, type: 'contact_logged', actorId: ctx.user.id, detail, createdAt: now },
    });
    const contacted = status === 'new';
    if (contacted) {
      await tx.lead.update({ where: { id: lead.id }, data: { status: 'contacted' } });
      await tx.leadEvent.create({
        data: {
          leadId: lead.id,
          type: 'status_changed',
          actorId: ctx.user.id,
          detail: { from: 'new', to: 'contacted' },
          // Just after the contact that caused it, so the timeline reads in that order.
          createdAt: new Date(now.getTime() + 1),
        },
      });
    }
    // The audit records what was logged, not the note (the lead's timeline has that).
    await audit(tx, {
      actorId: ctx.user.id,
      action: 'lead.contact',
      leadId: lead.id,
      detail: {
        channel: input.channel,
        outcome: input.outcome,
        attempt,
        firstContact: first.count === 1,
        ...(contacted ? { status: 'contacted' } : {}),
      },
    });
    return {
      attempt,
      firstContact: first.count === 1 ? { officeSeconds } : null,
      status: contacted ? ('contacted' as const) : status,
    };
  };

  // One transaction: the call is on every chosen lead, each with its own entry and first-contact clock, or on none.
  return ctx.prisma.$transaction(async (tx) => {
    const logged = await logOn(tx, lead);
    for (const other of others) await logOn(tx, other);
    return others.length > 0 ? { ...logged, alsoLogged: others.length } : logged;
  });
}
