import type { DbTransaction } from '@sme/db';
import {
  businessRecordMessages,
  contactMessages,
  consoleMessages,
  DEFAULT_CONTACT_CADENCE,
  isReachedOutcome,
  nextTryAfter,
  officeTimeBetween,
  parseContactCadence,
} from '@sme/domain';
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
 * Logs a call or an e-mail. Contact is a conversation, not an attempt: only an outcome that reached the person (Spoke,
 * Not interested, an e-mail's reply) stops the waiting clock and records the time to first contact, in office time
 * from when the clock started (waitFrom). Any other outcome is an attempt: while nobody has reached the person the lead
 * stays in the queue, its next try due on the business's cadence (never before a time the customer chose), and after
 * the last step it goes to "Could not reach". A new lead becomes Contacted: someone has tried, whatever came of it;
 * later statuses are the agent's to choose. A lead nobody is assigned becomes the logging agent's, so two agents
 * working down the list do not call the same person.
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
  const cadence = ctx.contactCadence ?? parseContactCadence(DEFAULT_CONTACT_CADENCE);
  const reached = isReachedOutcome(input.outcome);
  // The other open enquiries from this business the agent chose: each really linked, or nothing is logged.
  const alsoIds = await linkedOpenLeads(ctx.prisma, lead, input.alsoIds);
  if (!alsoIds) throw rejected(businessRecordMessages.notLinked);
  const others = await ctx.prisma.lead.findMany({ where: { id: { in: alsoIds } }, select: loggedLeadSelect });

  const logOn = async (tx: DbTransaction, lead: LoggedLead) => {
    // Conditional, and it locks the row: a lead erased or marked do not contact a moment ago is refused, and two
    // agents logging at once are counted one after the other.
    const counted = await tx.lead.updateMany({
      where: { id: lead.id, erasedAt: null, doNotContactAt: null },
      data: {
        contactAttempts: { increment: 1 },
        lastActivityAt: now,
        lastContactAt: now,
        // Reached: a booked call or callback request made before now is answered ("Calls due"), and the cadence ends.
        ...(reached ? { lastReachedAt: now, nextTryAt: null, nextTryByEmail: false, couldNotReachAt: null } : {}),
      },
    });
    if (counted.count === 0) {
      const current = await tx.lead.findUniqueOrThrow({ where: { id: lead.id } });
      throw rejected(contactRefusal(current) ?? consoleMessages.leadNotFound);
    }
    const current = await tx.lead.findUniqueOrThrow({
      where: { id: lead.id },
      select: {
        contactAttempts: true,
        status: true,
        firstContactAt: true,
        waitFrom: true,
        email: true,
        nextTryByEmail: true,
        assigneeId: true,
      },
    });
    const attempt = current.contactAttempts;
    const clockFrom = current.waitFrom ?? lead.reachableAt ?? lead.createdAt;
    // Reached before the time the customer chose (an early call that found them): no time waited.
    const officeSeconds = clockFrom > now ? 0 : Math.round(officeTimeBetween(calendar, clockFrom, now) / 1000);
    let firstContact: { officeSeconds: number } | null = null;
    let nextTry: { at: string; byEmail: boolean } | null = null;
    let couldNotReach = false;
    if (reached) {
      // Only the first reach is recorded, however many agents log at the same moment: the row is theirs in turn, and
      // the second finds firstContactAt set.
      const first = await tx.lead.updateMany({
        where: { id: lead.id, firstContactAt: null },
        data: {
          firstContactAt: now,
          firstContactById: ctx.user.id,
          firstContactOfficeSeconds: officeSeconds,
          attemptsToReach: attempt,
        },
      });
      if (first.count === 1) firstContact = { officeSeconds };
    } else if (!current.firstContactAt) {
      const next = nextTryAfter(calendar, cadence, {
        attempts: attempt,
        at: now,
        outcome: input.outcome,
        hasEmail: !!current.email,
        byEmail: current.nextTryByEmail,
      });
      // Never before the time the customer chose: an attempt ahead of their window leaves the window as it is.
      const at = next && current.waitFrom && current.waitFrom > next.at ? current.waitFrom : next?.at;
      await tx.lead.update({
        where: { id: lead.id },
        data: next
          ? { nextTryAt: at, nextTryByEmail: next.byEmail }
          : { nextTryAt: null, nextTryByEmail: false, couldNotReachAt: now },
      });
      if (next && at) nextTry = { at: at.toISOString(), byEmail: next.byEmail };
      couldNotReach = !next;
    }
    const detail = {
      channel: input.channel,
      outcome: input.outcome,
      attempt,
      ...(input.text ? { text: input.text } : {}),
      ...(nextTry ? { nextTryAt: nextTry.at } : {}),
      ...(couldNotReach ? { couldNotReach: true } : {}),
    };
    await tx.leadEvent.create({
      data: { leadId: lead.id, type: 'contact_logged', actorId: ctx.user.id, detail, createdAt: now },
    });
    // Just after the contact that caused them, so the timeline reads in that order.
    const after = new Date(now.getTime() + 1);
    const contacted = current.status === 'new';
    if (contacted) {
      await tx.lead.update({ where: { id: lead.id }, data: { status: 'contacted' } });
      await tx.leadEvent.create({
        data: {
          leadId: lead.id,
          type: 'status_changed',
          actorId: ctx.user.id,
          detail: { from: 'new', to: 'contacted' },
          createdAt: after,
        },
      });
    }
    // Conditional: an agent who assigned it to someone a moment ago keeps that assignment.
    const assigned = current.assigneeId
      ? 0
      : (await tx.lead.updateMany({ where: { id: lead.id, assigneeId: null }, data: { assigneeId: ctx.user.id } }))
          .count;
    if (assigned) {
      await tx.leadEvent.create({
        data: {
          leadId: lead.id,
          type: 'assigned',
          actorId: ctx.user.id,
          detail: { assignee: ctx.user.name },
          createdAt: after,
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
        firstContact: firstContact !== null,
        ...(contacted ? { status: 'contacted' } : {}),
        ...(assigned ? { assigned: true } : {}),
      },
    });
    return {
      attempt,
      reached,
      firstContact,
      nextTry,
      couldNotReach,
      status: contacted ? ('contacted' as const) : current.status,
    };
  };

  // One transaction: the call is on every chosen lead, each with its own entry and first-contact clock, or on none.
  return ctx.prisma.$transaction(async (tx) => {
    const logged = await logOn(tx, lead);
    for (const other of others) await logOn(tx, other);
    return others.length > 0 ? { ...logged, alsoLogged: others.length } : logged;
  });
}
