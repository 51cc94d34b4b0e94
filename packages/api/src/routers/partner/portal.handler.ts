import type { z } from 'zod';
import QRCode from 'qrcode';
import type { Context } from '../../context.ts';
import { earningMonths, referralMonths } from '../../services/partners/partner-figures.ts';
import { partnerRates } from '../../services/partners/rates.ts';
import { referralLinkOf } from '../admin/partners/site-url.ts';
import { partnerStatement } from '../admin/partners/statement-csv.ts';
import type { statementInput } from './partner.schema.ts';

/** The signed-in partner, as partnerProcedure found them. */
type PartnerContext = Context & { partner: { id: string; name: string; code: string; email: string } };

/** Who is signed in, and what they share: the referral link and its QR code (an SVG to show or print). */
export async function meHandler(ctx: PartnerContext) {
  const { name, email, code } = ctx.partner;
  const link = referralLinkOf(ctx, code);
  const qrSvg = await QRCode.toString(link, { type: 'svg', margin: 2 });
  return { name, email, code, link, qrSvg };
}

export async function referralsHandler(ctx: PartnerContext) {
  return { months: await referralMonths(ctx.prisma, ctx.partner.id) };
}

/** The rates the partner earns at (own or default, without saying which), and what they earned by month. */
export async function earningsHandler(ctx: PartnerContext) {
  const [rates, earnings] = await Promise.all([
    partnerRates(ctx.prisma, ctx.partner.id),
    earningMonths(ctx.prisma, ctx.partner.id),
  ]);
  return {
    rates: rates.map(({ kind, kindLabel, amountPence }) => ({ kind, kindLabel, amountPence })),
    ...earnings,
  };
}

export function statementHandler(ctx: PartnerContext, input: z.output<typeof statementInput>) {
  return partnerStatement(ctx.prisma, ctx.partner, input.month);
}
