import { randomBytes } from 'node:crypto';
import type { Prisma } from '@sme/db';
import {
  greetingName,
  PARTNER_INVITATION_HOURS,
  partnerMessages,
  partnerPaths,
  SITE_NAME,
  type PartnerInvitationState,
} from '@sme/domain';
import type { Mailer } from '../../context.ts';
import { RESET_PASSWORD, type ConsoleAuth } from '../console-auth/auth.ts';

// Set-password links are better-auth's own reset-password tokens (routes/password: `reset-password:{token}` → the
// user's id): its resetPassword sets the first password of an account that has none, and spends the token in the
// same transaction. They are stored hashed under that prefix (auth.ts).

/** Deletes every set-password link of this user: none of them works any more. */
export async function dropSetPasswordLinks(prisma: Prisma, userId: string): Promise<void> {
  await prisma.verification.deleteMany({ where: { value: userId, identifier: { startsWith: RESET_PASSWORD } } });
}

/** What approving or resending tells the admin: the e-mail went, or the link to pass on and why. */
export type InvitationOutcome = { sent: true } | { sent: false; link: string; reason: string };

/** The portal's set-password page for a token. */
export const setPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${partnerPaths.setPassword}?token=${encodeURIComponent(token)}`;

/**
 * A new set-password link for the partner's account, valid PARTNER_INVITATION_HOURS; the links sent before it stop
 * working, so only the newest e-mail counts.
 */
export async function newInvitationLink(
  auth: ConsoleAuth,
  prisma: Prisma,
  userId: string,
  publicUrl: string,
  now = new Date(),
): Promise<string> {
  await dropSetPasswordLinks(prisma, userId);
  const token = randomBytes(32).toString('base64url');
  const { internalAdapter } = await auth.$context;
  await internalAdapter.createVerificationValue({
    identifier: `${RESET_PASSWORD}${token}`,
    value: userId,
    expiresAt: new Date(now.getTime() + PARTNER_INVITATION_HOURS * 3_600_000),
  });
  return setPasswordLink(publicUrl, token);
}

/** The user a set-password token is for while it is still valid, else null. */
export async function invitedUserOf(auth: ConsoleAuth, token: string): Promise<string | null> {
  const { internalAdapter } = await auth.$context;
  const found = await internalAdapter.findVerificationValue(`${RESET_PASSWORD}${token}`);
  return found && found.expiresAt > new Date() ? found.value : null;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The invitation e-mail: who it is from, what the link does, and for how long. */
export function invitationEmail(name: string, link: string) {
  const hello = `Hello ${greetingName(name) ?? 'there'},`;
  const lines = [
    `Your partner account with ${SITE_NAME} is ready.`,
    `Set your password with this link (it works for ${PARTNER_INVITATION_HOURS} hours, once):`,
  ];
  const after =
    'Then sign in to your partner portal: there you find your referral link and QR code, the businesses you ' +
    'referred, and your earnings.';
  return {
    subject: partnerMessages.invitationSubject,
    text: [hello, '', ...lines, link, '', after, '', `${SITE_NAME}`].join('\n'),
    html:
      `<!doctype html><html lang="en-GB"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">` +
      `<p>${escape(hello)}</p><p>${lines.map(escape).join('<br>')}</p>` +
      `<p><a href="${escape(link)}">Set your password</a></p><p>${escape(after)}</p><p>${escape(SITE_NAME)}</p>` +
      `</body></html>`,
  };
}

/** Sends the invitation if e-mail is set up; the answer carries the link whenever the e-mail did not go. */
export async function sendInvitation(
  mailer: Mailer | undefined,
  to: { email: string; name: string },
  link: string,
): Promise<InvitationOutcome> {
  if (!mailer) return { sent: false, link, reason: partnerMessages.noMailer };
  try {
    await mailer.send({ to: to.email, ...invitationEmail(to.name, link) });
    return { sent: true };
  } catch {
    return { sent: false, link, reason: partnerMessages.mailFailed };
  }
}

/** Where each user's invitation stands: a password set, a link still valid, or neither. */
export async function invitationStates(
  prisma: Prisma,
  userIds: string[],
  now = new Date(),
): Promise<Map<string, PartnerInvitationState>> {
  const [withPassword, pending] = await Promise.all([
    prisma.account.findMany({
      where: { userId: { in: userIds }, providerId: 'credential', password: { not: null } },
      select: { userId: true },
    }),
    prisma.verification.findMany({
      where: { value: { in: userIds }, identifier: { startsWith: RESET_PASSWORD }, expiresAt: { gt: now } },
      select: { value: true },
    }),
  ]);
  const accepted = new Set(withPassword.map((row) => row.userId));
  const waiting = new Set(pending.map((row) => row.value));
  return new Map(
    userIds.map((id) => [id, accepted.has(id) ? 'accepted' : waiting.has(id) ? 'pending' : 'expired'] as const),
  );
}
