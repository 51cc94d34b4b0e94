import { testDatabaseKinds } from '@sme/db/testing';
import { correctionMessages, serverMessages } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { serverForSuite, startEnergyLead, xhr } from './test-server.ts';

const admin = { email: 'fixer@example.co.uk', password: 'correct horse battery staple' };

// A visitor picked someone else's address at the postcode step; staff put it right on the lead page. The site's own
// read of the quote (the legacy REST path) answers the corrected address, and the timeline keeps the old one.
describe.each(testDatabaseKinds())('an answer corrected in the console, on %s', (kind) => {
  const server = serverForSuite(kind, { env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });

  const signIn = async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/admin.session.signIn',
      headers: { ...xhr, 'content-type': 'application/json' },
      payload: admin,
    });
    const cookie = ([res.headers['set-cookie'] ?? []].flat() as string[]).find((c) =>
      c.startsWith('sme-console.session_token='),
    );
    return cookie!.split(';')[0]!;
  };
  const trpc = (cookie: string, path: string, input: object) =>
    server.app.inject({
      method: 'POST',
      url: `/trpc/admin.leads.${path}`,
      headers: { ...xhr, cookie, 'content-type': 'application/json' },
      payload: input,
    });
  const detail = async (cookie: string, id: string) => {
    const res = await server.app.inject({
      url: `/trpc/admin.leads.detail?input=${encodeURIComponent(JSON.stringify({ id }))}`,
      headers: { ...xhr, cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json().result.data as {
      answers: { label: string; value: string; field: string | null }[];
      timeline: { type: string; text: string; who: string }[];
    };
  };
  const guestInfo = async (quoteId: string) => {
    const res = await server.app.inject({ url: `/api/commecial-utility/guest-info/get/${quoteId}`, headers: xhr });
    expect(res.statusCode).toBe(200);
    return res.json().collections as { full_address: string; post_code: string };
  };

  it('stores the corrected address where the REST read finds it, and keeps the old value on the timeline', async () => {
    const quoteId = await startEnergyLead(server.app, 'Corrected Bakery');
    const { id } = await server.db.prisma.lead.findFirstOrThrow({ where: { guestLeadId: quoteId } });
    const cookie = await signIn();

    const before = await detail(cookie, id);
    expect(before.answers.find((answer) => answer.label === 'Address')).toEqual({
      label: 'Address',
      value: 'Unit 4, 12 Brick Lane, London',
      field: 'fullAddress',
    });

    const res = await trpc(cookie, 'correctAnswer', { id, field: 'fullAddress', value: ' 6 Fournier Street, London ' });
    expect(res.statusCode).toBe(200);
    expect((await guestInfo(quoteId)).full_address).toBe('6 Fournier Street, London');

    const after = await detail(cookie, id);
    expect(after.answers.find((answer) => answer.label === 'Address')?.value).toBe('6 Fournier Street, London');
    expect(after.timeline.at(-1)).toMatchObject({
      type: 'answer_corrected',
      text: 'Address corrected from "Unit 4, 12 Brick Lane, London" to "6 Fournier Street, London"',
    });
    expect(after.timeline.at(-1)?.who).not.toBe('Visitor');
    // Audited as a staff action: which answer, not its values.
    const audited = await server.db.prisma.auditEntry.findFirstOrThrow({
      where: { leadId: id, action: 'lead.correct' },
    });
    expect(audited.detail).toEqual({ field: 'fullAddress' });

    // The postcode is written as the site writes it, and the inbox row follows.
    expect((await trpc(cookie, 'correctAnswer', { id, field: 'postCode', value: 'e16ql' })).statusCode).toBe(200);
    expect((await trpc(cookie, 'correctAnswer', { id, field: 'postCode', value: 'e2 7ds' })).statusCode).toBe(200);
    expect((await guestInfo(quoteId)).post_code).toBe('E2 7DS');
    expect((await server.db.prisma.lead.findUniqueOrThrow({ where: { id } })).postCode).toBe('E2 7DS');
  });

  it('refuses a bad value with the field’s own message, and changes nothing', async () => {
    const quoteId = await startEnergyLead(server.app, 'Refused Bakery');
    const { id } = await server.db.prisma.lead.findFirstOrThrow({ where: { guestLeadId: quoteId } });
    const cookie = await signIn();
    const refused = async (field: string, value: string) => {
      const res = await trpc(cookie, 'correctAnswer', { id, field, value });
      expect(res.statusCode).toBe(400);
      return res.json().error.message as string;
    };
    expect(await refused('postCode', 'not a postcode')).toBe(serverMessages.invalidPostcode);
    expect(await refused('fullAddress', '   ')).toBe('Address cannot be left blank.');
    expect(await refused('fullAddress', 'x'.repeat(501))).toBe(serverMessages.tooLong('Address', 500));
    expect(await refused('borrowAmount', '1')).toBe(correctionMessages.notCorrectable);
    expect(await guestInfo(quoteId)).toMatchObject({
      full_address: 'Unit 4, 12 Brick Lane, London',
      post_code: 'E1 6QL',
    });
    expect((await detail(cookie, id)).timeline.some((entry) => entry.type === 'answer_corrected')).toBe(false);

    // Erasure keeps that an answer was corrected, and blanks both values; then there is nothing to correct.
    expect((await trpc(cookie, 'correctAnswer', { id, field: 'fullAddress', value: '1 Old Lane' })).statusCode).toBe(
      200,
    );
    expect((await trpc(cookie, 'erase', { id })).statusCode).toBe(200);
    const erased = await detail(cookie, id);
    expect(erased.timeline.find((entry) => entry.type === 'answer_corrected')?.text).toBe('Address corrected');
    expect(JSON.stringify(erased)).not.toContain('Old Lane');
    expect(JSON.stringify(erased)).not.toContain('Brick Lane');
    expect(await refused('fullAddress', '6 Fournier Street, London')).toBe(correctionMessages.erased);
  });
});
