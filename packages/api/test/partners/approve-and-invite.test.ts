import { testDatabaseKinds } from '@sme/db/testing';
import { partnerMessages } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../console/console-testbed.ts';
import { refusal } from '../refusal.ts';
import { openPartnersForSuite, SITE, tokenOf, type PartnerTestbed } from './partner-testbed.ts';

describe.each(testDatabaseKinds())('approving a partner and the invitation, on %s', (kind) => {
  let t: PartnerTestbed;
  openPartnersForSuite(kind, (opened) => (t = opened));

  it('approves a registration: the e-mailed link sets the password, and the partner signs in to their link', async () => {
    const leadId = await t.register('Amir Khan', 'amir@khan-consulting.co.uk');
    expect(await t.admin.caller.admin.partners.forRegistration({ leadId })).toEqual({
      partner: null,
      canApprove: true,
    });
    expect(await t.agent.caller.admin.partners.forRegistration({ leadId })).toEqual({
      partner: null,
      canApprove: false,
    });

    const approved = await t.admin.caller.admin.partners.approve({ leadId });
    expect(approved).toEqual({ partnerId: expect.any(String), code: expect.any(String), invitation: { sent: true } });
    expect(approved.code).toMatch(/^[A-Z0-9]{8}$/);

    const mail = t.mailbox.mails.find((found) => JSON.stringify(found.to).includes('amir@khan-consulting.co.uk'))!;
    expect(mail.subject).toBe('Your partner account: set your password');
    expect(mail.from?.text).toBe('"SME Compare" <hello@sme.example>');
    expect(mail.text).toContain('Hello Amir,');
    expect(mail.text).toContain('it works for 72 hours, once');
    const link = await t.invitationLink('amir@khan-consulting.co.uk');
    expect(link.startsWith(`${SITE}/partner/set-password?token=`)).toBe(true);
    expect(mail.html).toContain(`href="${link}"`);

    // No password yet: nothing signs in until the link is used.
    expect(
      await refusal(
        t.caller().caller.partner.session.signIn({ email: 'amir@khan-consulting.co.uk', password: PASSWORD }),
      ),
    ).toEqual({
      code: 'UNAUTHORIZED',
      messages: ['Wrong e-mail or password.'],
    });
    expect((await t.admin.caller.admin.partners.forRegistration({ leadId })).partner).toEqual({
      id: approved.partnerId,
      name: 'Amir Khan',
      code: approved.code,
      invitation: 'pending',
    });

    expect(await t.caller().caller.partner.session.setPassword({ token: tokenOf(link), password: PASSWORD })).toEqual({
      email: 'amir@khan-consulting.co.uk',
    });
    // A link works once.
    expect(
      await refusal(
        t.caller().caller.partner.session.setPassword({ token: tokenOf(link), password: 'another long password' }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', messages: [partnerMessages.linkExpired] });

    const partner = await t.signIn('amir@khan-consulting.co.uk');
    const me = await partner.caller.partner.me();
    expect(me).toEqual({
      name: 'Amir Khan',
      email: 'amir@khan-consulting.co.uk',
      code: approved.code,
      link: `${SITE}/?ref=${approved.code}`,
      qrSvg: expect.stringMatching(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/),
    });
    expect((await t.admin.caller.admin.partners.forRegistration({ leadId })).partner?.invitation).toBe('accepted');

    // The registration's lead keeps its status; the approval is in the audit log.
    expect(await t.bed.db.prisma.lead.findUniqueOrThrow({ where: { id: leadId }, select: { status: true } })).toEqual({
      status: 'new',
    });
    const user = await t.bed.db.prisma.user.findUniqueOrThrow({ where: { email: 'amir@khan-consulting.co.uk' } });
    expect(user.role).toBe('partner');
    const audited = await t.bed.db.prisma.auditEntry.findMany({
      where: { subjectId: user.id },
      orderBy: { action: 'asc' },
      select: { action: true, actorId: true, leadId: true, detail: true },
    });
    expect(audited).toEqual([
      {
        action: 'partner.approve',
        actorId: t.admin.id,
        leadId,
        detail: { code: approved.code, partnerId: approved.partnerId },
      },
      {
        action: 'partner.invite',
        actorId: t.admin.id,
        leadId: null,
        detail: { sent: true, partnerId: approved.partnerId },
      },
      // The partner setting their password, as themselves.
      { action: 'partner.password-set', actorId: user.id, leadId: null, detail: {} },
    ]);
  });

  it('refuses a second approval, an agent, a lead of another kind, an erased registration and a used address', async () => {
    const leadId = await t.register('Bea Lowe', 'bea@lowe.example');
    expect(await refusal(t.agent.caller.admin.partners.approve({ leadId }))).toEqual({
      code: 'FORBIDDEN',
      messages: ['Only an administrator can do that.'],
    });
    await t.admin.caller.admin.partners.approve({ leadId });
    expect(await refusal(t.admin.caller.admin.partners.approve({ leadId }))).toEqual({
      code: 'BAD_REQUEST',
      messages: [partnerMessages.alreadyApproved],
    });
    expect((await t.admin.caller.admin.partners.forRegistration({ leadId })).canApprove).toBe(false);

    await t.bed.visitor.forms.contactUs({ first_name: 'Cal Reed', phone: '07700 900111', business_name: 'Reed Ltd' });
    const contact = await t.bed.db.prisma.lead.findFirstOrThrow({ where: { businessName: 'Reed Ltd' } });
    expect(await refusal(t.admin.caller.admin.partners.approve({ leadId: contact.id }))).toEqual({
      code: 'BAD_REQUEST',
      messages: [partnerMessages.notARegistration],
    });

    const erased = await t.register('Dee Erased', 'dee@erased.example');
    await t.admin.caller.admin.leads.erase({ id: erased });
    expect(await refusal(t.admin.caller.admin.partners.approve({ leadId: erased }))).toEqual({
      code: 'BAD_REQUEST',
      messages: [partnerMessages.registrationErased],
    });

    // The agent's own address, registered as a partner: one account per address.
    const agentEmail = (await t.bed.db.prisma.user.findUniqueOrThrow({ where: { id: t.agent.id } })).email;
    const taken = await t.register('Alex Again', agentEmail);
    expect(await refusal(t.admin.caller.admin.partners.approve({ leadId: taken }))).toEqual({
      code: 'BAD_REQUEST',
      messages: [partnerMessages.emailTaken(agentEmail)],
    });
    expect(await t.bed.db.prisma.partner.count({ where: { partnerRegistration: { email: agentEmail } } })).toBe(0);
  });

  it('gives the admin the link when e-mail is off or the mail server refuses, and a link expires after 72 hours', async () => {
    const leadId = await t.register('Eve North', 'eve@north.example');
    const offline = t.caller(t.admin.cookie, null).caller;
    const approved = await offline.admin.partners.approve({ leadId });
    expect(approved.invitation).toEqual({
      sent: false,
      link: expect.stringMatching(/^https:\/\/sme\.example\/partner\/set-password\?token=[A-Za-z0-9_-]{43}$/),
      reason: partnerMessages.noMailer,
    });
    const first = approved.invitation.sent ? '' : approved.invitation.link;

    // 72 hours later (the stored end moved back, as the clock would have moved on).
    const eve = await t.bed.db.prisma.user.findUniqueOrThrow({ where: { email: 'eve@north.example' } });
    await t.bed.db.prisma.verification.updateMany({
      where: { value: eve.id, identifier: { startsWith: 'reset-password:' } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(
      await refusal(t.caller().caller.partner.session.setPassword({ token: tokenOf(first), password: PASSWORD })),
    ).toEqual({
      code: 'BAD_REQUEST',
      messages: ['This link has expired or was already used. Ask us to send a new one.'],
    });
    expect((await t.admin.caller.admin.partners.forRegistration({ leadId })).partner?.invitation).toBe('expired');

    const failing = t.caller(t.admin.cookie, {
      send: () => Promise.reject(new Error('550 mailbox unavailable')),
    }).caller;
    const resent = await failing.admin.partners.resendInvitation({ partnerId: approved.partnerId });
    expect(resent).toEqual({ sent: false, link: expect.any(String), reason: partnerMessages.mailFailed });
    const second = resent.sent ? '' : resent.link;
    expect(second).not.toBe(first);

    // A resend by e-mail makes the earlier link stop working.
    expect(await t.admin.caller.admin.partners.resendInvitation({ partnerId: approved.partnerId })).toEqual({
      sent: true,
    });
    expect(
      await refusal(t.caller().caller.partner.session.setPassword({ token: tokenOf(second), password: PASSWORD })),
    ).toEqual({
      code: 'BAD_REQUEST',
      messages: [partnerMessages.linkExpired],
    });
    const third = await t.invitationLink('eve@north.example');
    await t.caller().caller.partner.session.setPassword({ token: tokenOf(third), password: PASSWORD });
    expect((await (await t.signIn('eve@north.example')).caller.partner.me()).code).toBe(approved.code);
  });

  // Issue 45: links were stored as sent (a database or backup reader could set the password for 72 hours), and a
  // password set from a new link left the sessions opened with the old one signed in.
  it('keeps no usable link in the database, and a password set from a new link ends the sessions before it', async () => {
    const leadId = await t.register('Nina Cutoff', 'nina@cutoff.example');
    const offline = t.caller(t.admin.cookie, null).caller;
    const approved = await offline.admin.partners.approve({ leadId });
    const first = approved.invitation.sent ? '' : approved.invitation.link;
    const stored = await t.bed.db.prisma.verification.findMany({ select: { identifier: true } });
    expect(stored.filter(({ identifier }) => identifier.includes(tokenOf(first)))).toEqual([]);

    await t.caller().caller.partner.session.setPassword({ token: tokenOf(first), password: PASSWORD });
    const before = await t.signIn('nina@cutoff.example');
    expect((await before.caller.partner.me()).email).toBe('nina@cutoff.example');

    const resent = await offline.admin.partners.resendInvitation({ partnerId: approved.partnerId });
    const second = resent.sent ? '' : resent.link;
    const newPassword = 'a brand new long password';
    await t.caller().caller.partner.session.setPassword({ token: tokenOf(second), password: newPassword });
    expect((await refusal(before.caller.partner.me())).code).toBe('UNAUTHORIZED');
    expect((await (await t.signIn('nina@cutoff.example', newPassword)).caller.partner.me()).code).toBe(approved.code);
  });

  it('refuses a made-up token and a short password in the portal words', async () => {
    expect(
      await refusal(t.caller().caller.partner.session.setPassword({ token: 'A'.repeat(43), password: PASSWORD })),
    ).toEqual({ code: 'BAD_REQUEST', messages: [partnerMessages.linkExpired] });
    expect(
      await refusal(t.caller().caller.partner.session.setPassword({ token: 'not a token!', password: 'short' })),
    ).toEqual({ code: 'BAD_REQUEST', messages: [partnerMessages.linkExpired, partnerMessages.passwordTooShort] });
  });
});
