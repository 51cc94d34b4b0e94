import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { refusal } from '../refusal.ts';
import { loanBasics } from '../support/sample-answers.ts';
import { openTestbedForSuite, type ConsoleTestbed } from './console-testbed.ts';

// The funnel's "Booking screen" step: the browser says once that /calendly/{slug}/{id} was shown, and the lead keeps
// the first moment.
describe.each(testDatabaseKinds())('the booking screen stamp (%s)', (kind) => {
  let bed: ConsoleTestbed;
  openTestbedForSuite(kind, (opened) => (bed = opened));

  const stampOf = async (where: { guestLeadId: string } | { loanApplicationId: string }) =>
    (await bed.db.prisma.lead.findFirstOrThrow({ where, select: { bookingScreenAt: true } })).bookingScreenAt;

  it("sets the lead's bookingScreenAt the first time its screen is shown, and keeps that moment", async () => {
    const { id } = (
      await bed.visitor.energy.postCodeSubmit({ post_code: 'E1 6QL', full_address: 'Unit 7, 12 Brick Lane, London' })
    ).collections;
    expect(await stampOf({ guestLeadId: id })).toBeNull();
    const before = (await bed.db.prisma.lead.findFirstOrThrow({ where: { guestLeadId: id } })).lastActivityAt;

    expect(await bed.visitor.booking.screenShown({ slug: 'commercial-utility', id })).toEqual({});
    const first = await stampOf({ guestLeadId: id });
    expect(first).toBeInstanceOf(Date);
    // Looking at a screen is not the visitor acting on the lead: its retention clock is left alone.
    expect((await bed.db.prisma.lead.findFirstOrThrow({ where: { guestLeadId: id } })).lastActivityAt).toEqual(before);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await bed.visitor.booking.screenShown({ slug: 'commercial-utility', id });
    expect(await stampOf({ guestLeadId: id })).toEqual(first);
  });

  it("stamps a water & waste lead on either guest-lead screen, and a loan application on the loan's", async () => {
    const { id } = (
      await bed.visitor.waterWaste.postCodeSubmit({ post_code: 'E1 6QL', full_address: 'Unit 8, 12 Brick Lane' })
    ).collections;
    await bed.visitor.booking.screenShown({ slug: 'commercial-water-waste', id });
    expect(await stampOf({ guestLeadId: id })).toBeInstanceOf(Date);

    const other = (
      await bed.visitor.waterWaste.postCodeSubmit({ post_code: 'E1 6QL', full_address: 'Unit 9, 12 Brick Lane' })
    ).collections.id;
    // The energy screen books water & waste leads too.
    await bed.visitor.booking.screenShown({ slug: 'commercial-utility', id: other });
    expect(await stampOf({ guestLeadId: other })).toBeInstanceOf(Date);

    const loan = (await bed.visitor.businessLoan.basicInfo(loanBasics)).collections.id;
    // Another flow's screen with the loan's id names nothing.
    await bed.visitor.booking.screenShown({ slug: 'cash-advance', id: loan });
    expect(await stampOf({ loanApplicationId: loan })).toBeNull();
    await bed.visitor.booking.screenShown({ slug: 'business-loan', id: loan });
    expect(await stampOf({ loanApplicationId: loan })).toBeInstanceOf(Date);
  });

  it('answers an unknown or malformed id the same, changing nothing, and refuses an unknown screen or garbled text', async () => {
    const stamped = () => bed.db.prisma.lead.count({ where: { bookingScreenAt: { not: null } } });
    const before = await stamped();
    for (const id of [randomUUID(), 'not-a-uuid', "1' OR '1'='1", '']) {
      expect(await bed.visitor.booking.screenShown({ slug: 'business-loan', id })).toEqual({});
    }
    expect(await stamped()).toBe(before);
    // A screen no flow has, and text no id could be: refused in words, never a server error.
    for (const input of [
      { slug: 'nowhere' as never, id: randomUUID() },
      { slug: 'business-loan' as const, id: 'id\u0000' },
      { slug: 'business-loan' as const, id: 'x'.repeat(65) },
    ]) {
      expect(await refusal(bed.visitor.booking.screenShown(input))).toEqual({
        code: 'BAD_REQUEST',
        messages: ['Unknown booking screen.'],
      });
    }
    expect(await stamped()).toBe(before);
  });
});
