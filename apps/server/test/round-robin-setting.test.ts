import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { serverForSuite, xhr } from './test-server.ts';

describe('the LEAD_ROUND_ROBIN setting', () => {
  it('is off unless set to on', () => {
    expect(loadConfig({}).LEAD_ROUND_ROBIN).toBe(false);
    expect(loadConfig({ LEAD_ROUND_ROBIN: 'off' }).LEAD_ROUND_ROBIN).toBe(false);
    expect(loadConfig({ LEAD_ROUND_ROBIN: 'on' }).LEAD_ROUND_ROBIN).toBe(true);
  });

  it.each(['yes', 'true', 'ON '])('stops at start on LEAD_ROUND_ROBIN=%j, with one line naming it', (value) => {
    expect(() => loadConfig({ LEAD_ROUND_ROBIN: value })).toThrow(
      `Invalid setting LEAD_ROUND_ROBIN=${JSON.stringify(value)}: must be on or off`,
    );
  });
});

// The setting as the real server hands it to the procedures: a visitor's enquiry over REST goes to the agent on duty.
describe('a server with LEAD_ROUND_ROBIN=on', () => {
  const server = serverForSuite(
    'pglite',
    { env: { LEAD_ROUND_ROBIN: 'on', RATE_LIMITS: 'off', FORM_MIN_FILL_MS: '0' } },
    120_000,
  );

  it("assigns a visitor's new enquiry to the agent on duty, on the lead's timeline", async () => {
    const { prisma } = server.db;
    const agent = await prisma.user.create({
      data: { id: 'round-robin-sam', name: 'Sam Duty', email: 'sam.duty@example.co.uk', role: 'agent', onDuty: true },
    });
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/form-submit/popup',
      headers: xhr,
      payload: { name: 'Robin Visitor', email: 'robin.visitor@example.co.uk', phone: '07700 900111', page: '/' },
    });
    expect(res.statusCode).toBe(200);
    const lead = await prisma.lead.findFirstOrThrow({
      where: { email: 'robin.visitor@example.co.uk' },
      select: { assigneeId: true, events: { where: { type: 'assigned' }, select: { actorId: true, detail: true } } },
    });
    expect(lead.assigneeId).toBe(agent.id);
    expect(lead.events).toEqual([{ actorId: null, detail: { assignee: 'Sam Duty', by: 'round robin' } }]);
  });
});
