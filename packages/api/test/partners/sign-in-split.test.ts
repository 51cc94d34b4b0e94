import { testDatabaseKinds } from '@sme/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, wrongPassword, type Caller } from '../console/console-testbed.ts';
import { refusal } from '../refusal.ts';
import { openPartnersForSuite, type PartnerTestbed } from './partner-testbed.ts';

const notSignedIn = { code: 'UNAUTHORIZED', messages: ['Please sign in to the console.'] };
const noPartner = { code: 'UNAUTHORIZED', messages: ['Please sign in to your partner account.'] };

describe.each(testDatabaseKinds())('partners and staff, each behind their own door, on %s', (kind) => {
  let t: PartnerTestbed;
  let amir: { caller: Caller; partnerId: string; code: string; leadId: string };
  openPartnersForSuite(kind, (opened) => (t = opened));

  beforeAll(async () => {
    amir = await t.newPartner('Amir Khan', 'amir@khan-consulting.co.uk');
  });

  it('refuses a partner every console procedure', async () => {
    const calls = [
      () => amir.caller.admin.session.me(),
      () => amir.caller.admin.leads.list({}),
      () => amir.caller.admin.leads.detail({ id: amir.leadId }),
      () => amir.caller.admin.partners.list(),
      () => amir.caller.admin.partners.get({ partnerId: amir.partnerId }),
      () => amir.caller.admin.partners.statement({ partnerId: amir.partnerId, month: '2026-10' }),
      () => amir.caller.admin.users.assignees(),
      () => amir.caller.admin.leads.setStatus({ id: amir.leadId, status: 'won' }),
    ];
    for (const call of calls) expect(await refusal(call())).toEqual(notSignedIn);
    // The portal still works for them.
    expect((await amir.caller.partner.me()).code).toBe(amir.code);
  });

  it('refuses a partner’s credentials at the console as a wrong password, counted as one', async () => {
    const signIn = t.caller();
    expect(
      await refusal(signIn.caller.admin.session.signIn({ email: 'amir@khan-consulting.co.uk', password: PASSWORD })),
    ).toEqual(wrongPassword);
    expect(signIn.cookies).toEqual([]);
    expect(await t.bed.db.prisma.session.count({ where: { user: { email: 'amir@khan-consulting.co.uk' } } })).toBe(1);
    expect(
      await t.bed.db.prisma.signInThrottle.findMany({
        where: { email: 'amir@khan-consulting.co.uk' },
        select: { attempts: true },
      }),
    ).toEqual(expect.arrayContaining([{ attempts: 1 }]));
    // A right password at the portal clears the count, as at the console.
    await t.signIn('amir@khan-consulting.co.uk');
  });

  it('refuses staff at the portal as a wrong password, and staff sessions get nothing of it', async () => {
    const email = (await t.bed.db.prisma.user.findUniqueOrThrow({ where: { id: t.agent.id } })).email;
    const signIn = t.caller();
    expect(await refusal(signIn.caller.partner.session.signIn({ email, password: PASSWORD }))).toEqual(wrongPassword);
    expect(signIn.cookies).toEqual([]);
    for (const call of [
      () => t.admin.caller.partner.me(),
      () => t.agent.caller.partner.referrals(),
      () => t.agent.caller.partner.earnings(),
      () => t.agent.caller.partner.statement({ month: '2026-10' }),
      () => t.bed.visitor.partner.me(),
    ]) {
      expect(await refusal(call())).toEqual(noPartner);
    }
  });

  it('keeps partners off the users page: not listed, not assignable, not edited as staff', async () => {
    const partnerUser = await t.bed.db.prisma.user.findUniqueOrThrow({
      where: { email: 'amir@khan-consulting.co.uk' },
    });
    const users = await t.admin.caller.admin.users.list();
    expect(users.map((user) => user.email)).not.toContain('amir@khan-consulting.co.uk');
    expect(users.length).toBeGreaterThanOrEqual(2);
    expect((await t.agent.caller.admin.users.assignees()).map((user) => user.id)).not.toContain(partnerUser.id);
    const userNotFound = { code: 'NOT_FOUND', messages: ['That user does not exist.'] };
    expect(await refusal(t.admin.caller.admin.users.setRole({ userId: partnerUser.id, role: 'admin' }))).toEqual(
      userNotFound,
    );
    expect(await refusal(t.admin.caller.admin.users.setDisabled({ userId: partnerUser.id, disabled: true }))).toEqual(
      userNotFound,
    );
    expect(await refusal(t.admin.caller.admin.leads.assign({ id: amir.leadId, assigneeId: partnerUser.id }))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['That user does not exist.'],
    });
    expect((await t.bed.db.prisma.user.findUniqueOrThrow({ where: { id: partnerUser.id } })).role).toBe('partner');
  });

  it('signs a partner out on the server', async () => {
    const { cookie } = await t.signIn('amir@khan-consulting.co.uk');
    const signOut = t.caller(cookie);
    expect(await signOut.caller.partner.session.signOut()).toEqual({ signedOut: true });
    expect(signOut.cookies.some((set) => /^sme-console\.session_token=;/.test(set))).toBe(true);
    expect(await refusal(t.caller(cookie).caller.partner.me())).toEqual(noPartner);
  });
});
