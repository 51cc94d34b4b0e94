// Issue 45: a partner could not be cut off (admin.users.setDisabled answers "That user does not exist." for them).
// An admin turns a partner's portal access off: their sessions end at once, they cannot sign in, nor set a password
// from a link sent before; on again, they sign in as before.
import { testDatabaseKinds } from '@sme/db/testing';
import { consoleMessages } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../console/console-testbed.ts';
import { refusal } from '../refusal.ts';
import { openPartnersForSuite, tokenOf, type PartnerTestbed } from './partner-testbed.ts';

describe.each(testDatabaseKinds())('a partner’s portal access, on %s', (kind) => {
  let t: PartnerTestbed;
  openPartnersForSuite(kind, (opened) => (t = opened));

  it('turned off, ends their sessions and refuses their sign-in and their links; turned on, lets them in', async () => {
    const partner = await t.newPartner('Cara Cutoff', 'cara@cutoff.example');
    expect((await partner.caller.partner.me()).code).toBe(partner.code);
    const offline = t.caller(t.admin.cookie, null).caller;
    const resent = await offline.admin.partners.resendInvitation({ partnerId: partner.partnerId });
    const link = resent.sent ? '' : resent.link;

    expect(await t.admin.caller.admin.partners.setAccess({ partnerId: partner.partnerId, disabled: true })).toEqual({
      disabled: true,
    });
    expect((await refusal(partner.caller.partner.me())).code).toBe('UNAUTHORIZED');
    expect(await refusal(t.signIn('cara@cutoff.example'))).toEqual({
      code: 'FORBIDDEN',
      messages: [consoleMessages.disabled],
    });
    expect(
      (await refusal(t.caller().caller.partner.session.setPassword({ token: tokenOf(link), password: PASSWORD }))).code,
    ).toBe('BAD_REQUEST');
    expect((await t.agent.caller.admin.partners.get({ partnerId: partner.partnerId })).disabled).toBe(true);

    await t.admin.caller.admin.partners.setAccess({ partnerId: partner.partnerId, disabled: false });
    expect((await t.admin.caller.admin.partners.get({ partnerId: partner.partnerId })).disabled).toBe(false);
    expect((await (await t.signIn('cara@cutoff.example')).caller.partner.me()).code).toBe(partner.code);

    const { entries } = await t.admin.caller.admin.audit.list({ page: 1 });
    expect(entries.map(({ what }) => what).filter((what) => what.includes('portal access'))).toEqual([
      'Turned a partner’s portal access back on',
      'Turned off a partner’s portal access',
    ]);
  });

  it('is for admins: an agent is refused and nothing changes', async () => {
    const partner = await t.newPartner('Ali Agentproof', 'ali@agentproof.example');
    expect(
      await refusal(t.agent.caller.admin.partners.setAccess({ partnerId: partner.partnerId, disabled: true })),
    ).toEqual({ code: 'FORBIDDEN', messages: [consoleMessages.adminOnly] });
    expect((await partner.caller.partner.me()).code).toBe(partner.code);
  });
});
