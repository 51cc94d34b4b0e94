import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@sme/db/testing';
import { answerRequired, lastAnswerRequired, messages, requiredFieldsDialog } from '@sme/domain';
import { TRPCError } from '@trpc/server';
import { Refusal } from '../../src/error-codes.ts';
import { fieldErrors } from '../../src/trpc.ts';
import { openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console-testbed.ts';

// Issue 45, item 10: an agent's correction could empty an answer the visitor's form requires (a contact enquiry's
// name, phone or business name). Each blank is refused by the form's own rule, under the field, and an answer the
// form leaves optional can still be emptied.
describe.each(testDatabaseKinds())('emptying a required answer in the console, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let agent: ConsoleStaff['agent'];
  openStaffForSuite(kind, (staff) => ({ bed, agent } = staff));

  const leadWhere = (where: object) => bed.db.prisma.lead.findFirstOrThrow({ where, select: { id: true } });
  const correct = (id: string, field: string, value: string) =>
    agent.caller.admin.leads.correctAnswer({ id, field, value });
  /** How the console hears a refusal: the message, where it goes and its code. */
  const refusalOf = async (call: Promise<unknown>) => {
    try {
      await call;
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      return {
        status: error.code,
        message: error.message,
        fields: fieldErrors(error),
        code: error.cause instanceof Refusal ? error.cause.code : null,
      };
    }
    throw new Error('The correction was expected to be refused, and it was taken.');
  };
  /** Empty and spaces-only are both refused with `message` under the value, and the answer is kept. */
  const expectBlankRefused = async (id: string, field: string, message: string) => {
    const before = (await agent.caller.admin.leads.detail({ id })).answers;
    for (const value of ['', '   ']) {
      expect(await refusalOf(correct(id, field, value)), `${field} as ${JSON.stringify(value)}`).toEqual({
        status: 'BAD_REQUEST',
        message,
        fields: [{ path: 'value', message }],
        code: 'required',
      });
    }
    expect((await agent.caller.admin.leads.detail({ id })).answers).toEqual(before);
  };
  const answerOf = async (id: string, label: string) =>
    (await agent.caller.admin.leads.detail({ id })).answers.find((answer) => answer.label === label)?.value;

  it('keeps the name, phone and business name of an enquiry from the full form; its e-mail and address may go', async () => {
    await bed.visitor.forms.contactUs({
      first_name: 'Fay Full',
      email: 'fay@full.example',
      phone: '07700 900123',
      business_name: 'Full Form Ltd',
      business_address: '12 High Street, Leeds LS1 4AP',
      message: 'Please call',
      page: 'contact',
    });
    const { id } = await leadWhere({ contactEnquiry: { email: 'fay@full.example' } });
    for (const field of ['firstName', 'phone', 'businessName']) {
      await expectBlankRefused(id, field, requiredFieldsDialog.contactText);
    }
    expect(await correct(id, 'email', ' ')).toEqual({ corrected: true });
    expect(await correct(id, 'businessAddress', '')).toEqual({ corrected: true });
    expect(await answerOf(id, 'Business address')).toBeUndefined();
    expect(await answerOf(id, 'Name')).toBe('Fay Full');
  });

  it('lets an enquiry from the shorter form lose any answer but its last', async () => {
    await bed.visitor.forms.contactUs({ first_name: 'Sam Short', email: 'sam@short.example', page: 'about' });
    const { id } = await leadWhere({ contactEnquiry: { email: 'sam@short.example' } });
    expect(await correct(id, 'email', '')).toEqual({ corrected: true });
    await expectBlankRefused(id, 'firstName', lastAnswerRequired('Name'));
  });

  it('keeps every answer of the popup and a partner’s registration', async () => {
    await bed.visitor.forms.popup({ name: 'Pip Popup', email: 'pip@popup.example', phone: '07700 900555' });
    const popup = await leadWhere({ popupLead: { email: 'pip@popup.example' } });
    await expectBlankRefused(popup.id, 'name', answerRequired('Name'));
    await expectBlankRefused(popup.id, 'email', answerRequired('Email'));
    await expectBlankRefused(popup.id, 'phone', answerRequired('Phone'));

    await bed.visitor.forms.register({
      name: 'Rae Register',
      email: 'rae@register.example',
      phone: '07700 900556',
      business_address: '1 Row, Bath',
    });
    const registration = await leadWhere({ partnerRegistration: { email: 'rae@register.example' } });
    await expectBlankRefused(registration.id, 'businessAddress', answerRequired('Business address'));
  });

  it('keeps an energy quote’s postcode, address and business name in the quote’s own words', async () => {
    const { collections } = await bed.visitor.energy.postCodeSubmit({
      post_code: 'E1 6QL',
      full_address: 'Unit 4, 12 Brick Lane, London',
      bussiness_name: 'Quote Bakery',
    });
    const { id } = await leadWhere({ guestLeadId: collections.id });
    await expectBlankRefused(id, 'postCode', messages.enterPostCode);
    await expectBlankRefused(id, 'businessName', messages.enterBusinessName);
    await expectBlankRefused(id, 'fullAddress', answerRequired('Address'));
  });

  it('keeps a loan’s company name and its callback’s name and phone; the post code and e-mail may go', async () => {
    const { collections } = await bed.visitor.businessLoan.basicInfo({
      company_name: 'Loan Garage Ltd',
      borrow_ammount: '15000',
      borrow_month: '12 months',
      post_code: 'YO1 7HH',
    });
    await bed.visitor.businessLoan.requestCallback({
      id: collections.id,
      name: 'Lou Loan',
      phone: '07700 900702',
      best_time: 'As soon as possible',
      email: 'lou@loan.example',
    });
    const { id } = await leadWhere({ loanApplicationId: collections.id });
    await expectBlankRefused(id, 'companyName', answerRequired('Company name'));
    await expectBlankRefused(id, 'callback.name', answerRequired('Call back: name'));
    await expectBlankRefused(id, 'callback.phone', answerRequired('Call back: phone'));
    expect(await correct(id, 'postCode', '')).toEqual({ corrected: true });
    expect(await correct(id, 'callback.email', '')).toEqual({ corrected: true });
    expect(await answerOf(id, 'Post code')).toBeUndefined();
  });

  it('keeps a cash advance’s business name', async () => {
    const { collections } = await bed.visitor.cashAdvance.create({
      location_data: [],
      take_payment: 'Face To Face',
      business_location: 'Store',
      business_name: 'Advance Cafe Ltd',
      card_provider: 'Dojo',
    });
    const { id } = await leadWhere({ cashAdvanceApplicationId: collections.id });
    await expectBlankRefused(id, 'businessName', answerRequired('Business name'));
  });
});
