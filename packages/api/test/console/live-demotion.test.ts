// An open live stream asks every half minute whether its session still holds (lead-change-feed.ts): an agent made an
// editor, who may see no lead, must be told no there, as a disabled user is. Issue 45: such a stream went on
// carrying lead ids for as long as it was open.
import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { stillSignedIn } from '../../src/routers/admin/live/still-signed-in.ts';
import { openStaffForSuite, type ConsoleStaff } from './console-testbed.ts';

describe.each(testDatabaseKinds())('whether a live stream may go on, on %s', (kind) => {
  let staff: ConsoleStaff;
  openStaffForSuite(kind, (opened) => (staff = opened));

  const streamOf = (user: { id: string; cookie: string }) =>
    stillSignedIn(
      staff.bed.auth,
      { headers: new Headers({ cookie: user.cookie }), secure: false, setCookies: () => {} },
      user.id,
    );

  it('goes on for an agent, and stops once the agent is made an editor; made an agent again, it may go on', async () => {
    const agent = await staff.bed.user('agent', 'Demi Demoted');
    expect(await streamOf(agent)).toBe(true);
    await staff.admin.caller.admin.users.setRole({ userId: agent.id, role: 'editor' });
    expect(await streamOf(agent)).toBe(false);
    await staff.admin.caller.admin.users.setRole({ userId: agent.id, role: 'agent' });
    expect(await streamOf(agent)).toBe(true);
  });

  it('goes on for an admin, and stops for a disabled agent', async () => {
    expect(await streamOf(staff.admin)).toBe(true);
    const agent = await staff.bed.user('agent', 'Dora Disabled');
    await staff.admin.caller.admin.users.setDisabled({ userId: agent.id, disabled: true });
    expect(await streamOf(agent)).toBe(false);
  });
});
