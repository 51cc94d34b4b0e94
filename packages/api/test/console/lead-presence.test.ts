import { testDatabaseKinds } from '@sme/db/testing';
import { consoleMessages } from '@sme/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../refusal.ts';
import { openStaffForSuite, type ConsoleStaff } from './console-testbed.ts';

// "Sam is on this lead": a lead page says it is open as it opens and once a minute; anyone seen in the last 2 minutes
// is on the lead to the others. Each test moves the clock through the minutes it is about, from now (sessions made
// now stay valid through them).
let start = 0;
const at = (time: string) => {
  const [minutes, seconds] = time.split(':').map(Number);
  return new Date(start + (minutes! * 60 + seconds!) * 1000);
};

describe.each(testDatabaseKinds())('who is on a lead, on %s', (kind) => {
  let staff: ConsoleStaff;
  openStaffForSuite(kind, (opened) => (staff = opened));
  beforeEach(() => {
    start = Date.now();
  });
  afterEach(() => vi.useRealTimers());

  const newLead = async (business: string) =>
    (
      await staff.bed.db.prisma.lead.create({
        data: { kind: 'contact_us', progress: 'Submitted', businessName: business, phone: '07700 900125' },
        select: { id: true },
      })
    ).id;

  it('names the others with the lead open, not oneself, until they leave', async () => {
    const id = await newLead('Presence Bakery');
    const sam = await staff.bed.user('agent', 'Sam Okafor');
    vi.useFakeTimers({ toFake: ['Date'], now: at('0:00') });
    expect(await sam.caller.admin.leads.viewing({ id })).toEqual([]);
    // Alex opens it a moment later: Sam is on it, and Alex is told so as the page opens.
    vi.setSystemTime(at('0:20'));
    expect(await staff.agent.caller.admin.leads.viewing({ id })).toEqual([{ id: sam.id, name: 'Sam Okafor' }]);
    expect(await sam.caller.admin.leads.viewers({ id })).toEqual([{ id: staff.agent.id, name: 'Alex Agent' }]);
    // Sam closes the lead: gone at once.
    expect(await sam.caller.admin.leads.leave({ id })).toEqual({ left: true });
    expect(await staff.agent.caller.admin.leads.viewers({ id })).toEqual([]);
  });

  it('keeps someone on the lead for 2 minutes after their last sign of it, and names those there first first', async () => {
    const id = await newLead('Presence Florist');
    const sam = await staff.bed.user('agent', 'Sam Okafor');
    vi.useFakeTimers({ toFake: ['Date'], now: at('0:00') });
    await sam.caller.admin.leads.viewing({ id });
    vi.setSystemTime(at('0:30'));
    await staff.admin.caller.admin.leads.viewing({ id });
    // A minute's beat keeps Sam on it.
    vi.setSystemTime(at('1:00'));
    await sam.caller.admin.leads.viewing({ id });
    vi.setSystemTime(at('2:29'));
    expect(await staff.agent.caller.admin.leads.viewers({ id })).toEqual([
      { id: sam.id, name: 'Sam Okafor' },
      { id: staff.admin.id, name: 'Ada Admin' },
    ]);
    // Ada's tab was closed without a word at 0:30: after 2 minutes she is no longer on it; Sam's beat still holds.
    vi.setSystemTime(at('2:31'));
    expect(await staff.agent.caller.admin.leads.viewers({ id })).toEqual([{ id: sam.id, name: 'Sam Okafor' }]);
    vi.setSystemTime(at('3:01'));
    expect(await staff.agent.caller.admin.leads.viewers({ id })).toEqual([]);
  });

  it('leaves out a disabled member of staff, and refuses a lead that does not exist', async () => {
    const id = await newLead('Presence Garage');
    const gone = await staff.bed.user('agent', 'Gone Agent');
    await gone.caller.admin.leads.viewing({ id });
    await staff.bed.db.prisma.user.update({ where: { id: gone.id }, data: { banned: true } });
    expect(await staff.agent.caller.admin.leads.viewers({ id })).toEqual([]);
    expect(
      await refusal(staff.agent.caller.admin.leads.viewing({ id: '00000000-0000-4000-8000-000000000000' })),
    ).toEqual({ code: 'NOT_FOUND', messages: [consoleMessages.leadNotFound] });
  });
});
