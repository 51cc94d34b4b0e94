import { consoleMessages, partnerMessages } from '@sme/domain';
import { isAPIError } from 'better-auth/api';
import type { z } from 'zod';
import type { Context, HttpExchange } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import type { ConsoleAuth } from '../../../services/console-auth/auth.ts';
import { newInvitationLink, sendInvitation, type InvitationOutcome } from '../../../services/partners/invitation.ts';
import { newPartnerCode } from '../../../services/partners/partner-code.ts';
import { notFound, rejected } from '../../../trpc.ts';
import type { ConsoleUser } from '../procedures.ts';
import type { partnerInput, registrationInput } from './partners.schema.ts';
import { siteUrlOf } from './site-url.ts';

type AdminContext = Context & { user: ConsoleUser; consoleAuth: ConsoleAuth; http: HttpExchange };

/** A registration that can be approved: its lead is one, not erased, and no partner account was made from it. */
async function approvableRegistration(ctx: Context, leadId: string) {
  const lead = await ctx.prisma.lead.findUnique({
    where: { id: leadId },
    select: {
      id: true,
      kind: true,
      erasedAt: true,
      partnerRegistration: { select: { id: true, name: true, email: true, partner: { select: { id: true } } } },
    },
  });
  if (!lead) throw notFound(consoleMessages.leadNotFound);
  const registration = lead.partnerRegistration;
  if (lead.kind !== 'partner_registration' || !registration) throw rejected(partnerMessages.notARegistration);
  if (lead.erasedAt) throw rejected(partnerMessages.registrationErased);
  if (registration.partner) throw rejected(partnerMessages.alreadyApproved);
  return { lead, registration };
}

/** A code no partner has yet (a clash is one in 10^11; the unique index still stands behind this). */
async function unusedCode(ctx: Context): Promise<string> {
  for (;;) {
    const code = newPartnerCode();
    if (!(await ctx.prisma.partner.findUnique({ where: { code }, select: { id: true } }))) return code;
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

/**
 * Approves a partner registration: a partner account (role partner, no password yet) named and addressed as the
 * registration, a referral code, and an invitation to set a password. The registration's lead keeps its status
 * (approving a partner is not winning a customer); the audit log records the approval, as no timeline entry of a
 * lead says it.
 */
export async function approveHandler(ctx: AdminContext, input: z.output<typeof registrationInput>) {
  const { lead, registration } = await approvableRegistration(ctx, input.leadId);
  const email = registration.email.trim().toLowerCase();
  const name = registration.name.trim();
  if (await ctx.prisma.user.findUnique({ where: { email }, select: { id: true } })) {
    throw rejected(partnerMessages.emailTaken(email));
  }
  let userId: string;
  try {
    const { user } = await ctx.consoleAuth.api.createUser({
      body: { name, email, role: 'partner' },
      headers: ctx.http.headers,
    });
    userId = user.id;
  } catch (error) {
    // Approved a moment ago by someone else (the account made then), or the address taken meanwhile.
    if (isAPIError(error) && /exist/i.test(String(error.body?.code ?? error.message))) {
      await approvableRegistration(ctx, input.leadId);
      throw rejected(partnerMessages.emailTaken(email));
    }
    throw error;
  }
  const code = await unusedCode(ctx);
  let partnerId: string;
  try {
    partnerId = await ctx.prisma.$transaction(async (tx) => {
      const partner = await tx.partner.create({
        data: { userId, partnerRegistrationId: registration.id, name, code },
        select: { id: true },
      });
      await audit(tx, {
        actorId: ctx.user.id,
        action: 'partner.approve',
        leadId: lead.id,
        // The audit log names its subjects from the users: the partner's account.
        subjectId: userId,
        detail: { code, partnerId: partner.id },
      });
      return partner.id;
    });
  } catch (error) {
    // Two approvals at once: the registration's partner is unique, and the account this one made goes again.
    await ctx.prisma.user.delete({ where: { id: userId } });
    if (isUniqueViolation(error)) throw rejected(partnerMessages.alreadyApproved);
    throw error;
  }
  const invitation = await invite(ctx, { partnerId, userId, email, name });
  return { partnerId, code, invitation };
}

/** A new set-password link (the earlier ones stop working), by e-mail when the server can send one; audited. */
async function invite(
  ctx: AdminContext,
  partner: { partnerId: string; userId: string; email: string; name: string },
): Promise<InvitationOutcome> {
  const link = await newInvitationLink(ctx.consoleAuth, ctx.prisma, partner.userId, siteUrlOf(ctx));
  const invitation = await sendInvitation(ctx.mailer, partner, link);
  await audit(ctx.prisma, {
    actorId: ctx.user.id,
    action: 'partner.invite',
    subjectId: partner.userId,
    detail: { sent: invitation.sent, partnerId: partner.partnerId },
  });
  return invitation;
}

/**
 * Sends a partner a new invitation: for an invitation that expired or went astray, and for a partner who forgot
 * their password (the link sets a new one).
 */
export async function resendInvitationHandler(ctx: AdminContext, input: z.output<typeof partnerInput>) {
  const partner = await ctx.prisma.partner.findUnique({
    where: { id: input.partnerId },
    select: { id: true, name: true, user: { select: { id: true, email: true } } },
  });
  if (!partner) throw notFound(partnerMessages.partnerNotFound);
  return invite(ctx, { partnerId: partner.id, userId: partner.user.id, email: partner.user.email, name: partner.name });
}
