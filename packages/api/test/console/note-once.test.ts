import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { refusal } from '../refusal.ts';
import { openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console-testbed.ts';

describe.each(testDatabaseKinds())('a note sent twice, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let admin: ConsoleStaff['admin'];
  let agent: ConsoleStaff['agent'];
  openStaffForSuite(kind, (staff) => ({ bed, admin, agent } = staff));

  const newLead = async (business: string) => {
    await bed.visitor.forms.popup({ name: business, email: 'owner@example.co.uk', phone: '07700 900123', page: '/' });
    const { rows } = await agent.caller.admin.leads.list({ q: business });
    return rows[0]!.id;
  };
  const notes = async (id: string) =>
    (await agent.caller.admin.leads.detail({ id })).timeline.filter((entry) => entry.type === 'note_added');

  it('is stored once when both sends carry the draft’s key, at once or one after the other', async () => {
    const id = await newLead('Double Click Deli');
    const key = randomUUID();
    const note = { id, text: 'Rang, no answer', key };
    expect(await Promise.all([agent.caller.admin.leads.addNote(note), agent.caller.admin.leads.addNote(note)])).toEqual(
      [{ added: true }, { added: true }],
    );
    expect(await agent.caller.admin.leads.addNote(note)).toEqual({ added: true });
    expect((await notes(id)).map((entry) => entry.text)).toEqual(['Rang, no answer']);
    // A new draft has a new key: the same words again are a second note.
    await agent.caller.admin.leads.addNote({ ...note, key: randomUUID() });
    expect(await notes(id)).toHaveLength(2);
  });

  it("refuses another user's key, or the key of a note on another lead", async () => {
    const first = await newLead('Key Keeper Cafe');
    const second = await newLead('Key Borrower Bar');
    const key = randomUUID();
    await agent.caller.admin.leads.addNote({ id: first, text: 'Mine', key });
    const taken = {
      code: 'BAD_REQUEST',
      messages: ['That note was already saved elsewhere. Please reload the lead and write it again.'],
    };
    expect(await refusal(admin.caller.admin.leads.addNote({ id: first, text: 'Mine', key }))).toEqual(taken);
    expect(await refusal(agent.caller.admin.leads.addNote({ id: second, text: 'Mine', key }))).toEqual(taken);
    expect(await notes(first)).toHaveLength(1);
    expect(await notes(second)).toHaveLength(0);
  });
});
