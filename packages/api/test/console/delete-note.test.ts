import { randomBytes } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import { consoleMessages } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { refusal } from '../refusal.ts';
import { openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console-testbed.ts';

describe.each(testDatabaseKinds())('deleting a note, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let admin: ConsoleStaff['admin'];
  let agent: ConsoleStaff['agent'];
  openStaffForSuite(kind, (staff) => ({ bed, admin, agent } = staff));

  const newLead = async (business: string) => {
    const tag = randomBytes(3).toString('hex');
    await bed.visitor.forms.popup({
      name: business,
      email: `n.${tag}@example.co.uk`,
      phone: '07700 900123',
      page: '/',
    });
    const { rows } = await agent.caller.admin.leads.list({ q: business });
    return rows[0]!.id;
  };
  const noteOn = async (id: string, text: string) => {
    await agent.caller.admin.leads.addNote({ id, text });
    const entries = (await agent.caller.admin.leads.detail({ id })).timeline;
    return entries.find((entry) => entry.text === text)!;
  };

  it('lets the author take back a recent note: the timeline keeps "Note deleted", who and when, not the words', async () => {
    const id = await newLead('Slip Of The Pen');
    const note = await noteOn(id, 'Wrong lead, sorry');
    expect(note.actorId).toBe(agent.id);
    expect(await agent.caller.admin.leads.deleteNote({ eventId: note.id })).toEqual({ deleted: true });

    const entry = (await agent.caller.admin.leads.detail({ id })).timeline.find((e) => e.id === note.id)!;
    expect(entry).toEqual(
      expect.objectContaining({ type: 'note_deleted', text: 'Note deleted', who: 'Alex Agent', at: note.at }),
    );
    const stored = await bed.db.prisma.leadEvent.findUniqueOrThrow({ where: { id: note.id } });
    expect(JSON.stringify(stored.detail)).not.toContain('Wrong lead');
    expect(await bed.db.prisma.auditEntry.count({ where: { leadId: id, action: 'lead.note-delete' } })).toBe(1);
    // Deleted already (a second tab, a double click): said plainly.
    expect(await refusal(agent.caller.admin.leads.deleteNote({ eventId: note.id }))).toEqual({
      code: 'NOT_FOUND',
      messages: [consoleMessages.noteNotFound],
    });
  });

  it("refuses someone else's note and a note older than 10 minutes, which stay as they were", async () => {
    const id = await newLead('Keep The Record');
    const note = await noteOn(id, 'Quoted 12p per kWh');
    expect(await refusal(admin.caller.admin.leads.deleteNote({ eventId: note.id }))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['You can only delete your own notes.'],
    });
    await bed.db.prisma.leadEvent.update({
      where: { id: note.id },
      data: { createdAt: new Date(Date.now() - 11 * 60 * 1000) },
    });
    expect(await refusal(agent.caller.admin.leads.deleteNote({ eventId: note.id }))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['A note can only be deleted within 10 minutes of adding it.'],
    });
    const entry = (await agent.caller.admin.leads.detail({ id })).timeline.find((e) => e.id === note.id)!;
    expect(entry).toEqual(expect.objectContaining({ type: 'note_added', text: 'Quoted 12p per kWh' }));
  });

  it('refuses what is not a note', async () => {
    const id = await newLead('Not A Note');
    const created = (await agent.caller.admin.leads.detail({ id })).timeline[0]!;
    expect(await refusal(agent.caller.admin.leads.deleteNote({ eventId: created.id }))).toEqual({
      code: 'NOT_FOUND',
      messages: [consoleMessages.noteNotFound],
    });
  });
});
