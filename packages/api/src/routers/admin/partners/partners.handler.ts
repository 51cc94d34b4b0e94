import { consoleMessages, leadKindLabels, partnerMessages, ukMonthLabel } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import { invitationStates } from '../../../services/partners/invitation.ts';
import { earningMonths, partnerTotals, referralMonths } from '../../../services/partners/partner-figures.ts';
import { defaultRates, partnerRates } from '../../../services/partners/rates.ts';
import { notFound } from '../../../trpc.ts';
import type { ConsoleUser } from '../procedures.ts';
import type { partnerInput, registrationInput, setRateInput, statementInput } from './partners.schema.ts';
import { referralLinkOf } from './site-url.ts';
import { partnerStatement } from './statement-csv.ts';

type ConsoleContext = Context & { user: ConsoleUser };

async function foundPartner(ctx: Context, partnerId: string) {
  const partner = await ctx.prisma.partner.findUnique({
    where: { id: partnerId },
    select: { id: true, name: true, code: true, userId: true, user: { select: { email: true, banned: true } } },
  });
  if (!partner) throw notFound(partnerMessages.partnerNotFound);
  return partner;
}

/** What the registration's lead page shows: the partner made from it, or whether this user may approve it. */
export async function forRegistrationHandler(ctx: ConsoleContext, input: z.output<typeof registrationInput>) {
  const lead = await ctx.prisma.lead.findUnique({
    where: { id: input.leadId },
    select: {
      kind: true,
      erasedAt: true,
      partnerRegistration: { select: { partner: { select: { id: true, name: true, code: true, userId: true } } } },
    },
  });
  if (!lead) throw notFound(consoleMessages.leadNotFound);
  const partner = lead.partnerRegistration?.partner ?? null;
  if (!partner) {
    const approvable = lead.kind === 'partner_registration' && !lead.erasedAt && lead.partnerRegistration !== null;
    return { partner: null, canApprove: approvable && ctx.user.role === 'admin' };
  }
  const states = await invitationStates(ctx.prisma, [partner.userId]);
  return {
    partner: { id: partner.id, name: partner.name, code: partner.code, invitation: states.get(partner.userId)! },
    canApprove: false,
  };
}

/** Every partner with their figures to date, by name. */
export async function listHandler(ctx: Context) {
  const partners = await ctx.prisma.partner.findMany({
    orderBy: [{ name: 'asc' }, { code: 'asc' }],
    select: { id: true, name: true, code: true, userId: true, user: { select: { email: true } } },
  });
  const [totals, states] = await Promise.all([
    partnerTotals(
      ctx.prisma,
      partners.map((partner) => partner.id),
    ),
    invitationStates(
      ctx.prisma,
      partners.map((partner) => partner.userId),
    ),
  ]);
  return partners.map((partner) => ({
    id: partner.id,
    name: partner.name,
    email: partner.user.email,
    code: partner.code,
    ...totals(partner.id),
    invitation: states.get(partner.userId)!,
  }));
}

/** Every partner's name and code, for filters and selects. */
export function optionsHandler(ctx: Context) {
  return ctx.prisma.partner.findMany({
    orderBy: [{ name: 'asc' }, { code: 'asc' }],
    select: { id: true, name: true, code: true },
  });
}

/** One partner's page: their link, rates, and month by month what they brought and earned. */
export async function getHandler(ctx: Context, input: z.output<typeof partnerInput>) {
  const partner = await foundPartner(ctx, input.partnerId);
  const [rates, referrals, earnings] = await Promise.all([
    partnerRates(ctx.prisma, partner.id),
    referralMonths(ctx.prisma, partner.id),
    earningMonths(ctx.prisma, partner.id),
  ]);
  const months = new Map<string, { referrals: number; won: number; earnedPence: number }>();
  const monthOf = (month: string) => {
    const found = months.get(month) ?? { referrals: 0, won: 0, earnedPence: 0 };
    months.set(month, found);
    return found;
  };
  for (const month of referrals) Object.assign(monthOf(month.month), { referrals: month.count, won: month.won });
  for (const month of earnings.months) monthOf(month.month).earnedPence = month.totalPence;
  return {
    id: partner.id,
    name: partner.name,
    email: partner.user.email,
    code: partner.code,
    link: referralLinkOf(ctx, partner.code),
    /** Portal access turned off by an admin (admin.partners.setAccess). */
    disabled: partner.user.banned === true,
    rates,
    months: [...months.entries()]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([month, figures]) => ({ month, label: ukMonthLabel(month), ...figures })),
  };
}

export function defaultRatesHandler(ctx: Context) {
  return defaultRates(ctx.prisma);
}

/**
 * Sets a commission per won lead: a partner's own rate for a kind (null: theirs goes, the default applies), or the
 * default of a kind (null: none, 0). Leads already won keep the commission they were won at.
 */
export async function setRateHandler(ctx: ConsoleContext, input: z.output<typeof setRateInput>) {
  const { kind, amountPence } = input;
  const detail = { kind, amountPence, partnerId: input.partnerId ?? null };
  if (input.partnerId) {
    const partner = await foundPartner(ctx, input.partnerId);
    const key = { partnerId_kind: { partnerId: partner.id, kind } };
    await ctx.prisma.$transaction(async (tx) => {
      if (amountPence === null) await tx.partnerRate.deleteMany({ where: { partnerId: partner.id, kind } });
      else
        await tx.partnerRate.upsert({
          where: key,
          create: { ...key.partnerId_kind, amountPence },
          update: { amountPence },
        });
      await audit(tx, { actorId: ctx.user.id, action: 'partner.rate', subjectId: partner.userId, detail });
    });
    const rates = await partnerRates(ctx.prisma, partner.id);
    return rates.find((rate) => rate.kind === kind)!;
  }
  await ctx.prisma.$transaction(async (tx) => {
    if (amountPence === null) await tx.commissionRate.deleteMany({ where: { kind } });
    else await tx.commissionRate.upsert({ where: { kind }, create: { kind, amountPence }, update: { amountPence } });
    await audit(tx, { actorId: ctx.user.id, action: 'partner.default-rate', detail });
  });
  return { kind, kindLabel: leadKindLabels[kind], amountPence: amountPence ?? 0, own: false };
}

export async function statementHandler(ctx: Context, input: z.output<typeof statementInput>) {
  const partner = await foundPartner(ctx, input.partnerId);
  return partnerStatement(ctx.prisma, partner, input.month);
}
