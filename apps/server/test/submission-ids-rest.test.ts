import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { contactForm, merchantForm, partnerForm } from '../../../packages/api/test/support/sample-answers.ts';
import { createdId, expectThanked, legacyRequests } from './legacy-rest.ts';
import { serverForSuite } from './test-server.ts';

// Issue 45, item 4: an integrator could not match a form's submission to the webhook that reports it (the forms
// answered only { message }), nor read back a loan or cash-advance application as the quotes' guest-info reads allow.

const applicationNotFound = 'We could not find this application. Please start again.';
const closed = 'This quote is closed. Please start a new one with your postcode.';
const EIGHT_DAYS = 8 * 24 * 60 * 60 * 1000;

/** The legacy 404 with exactly this one refusal: its message and code, no field. */
function expectRefused(res: LightMyRequestResponse, message: string, code: string) {
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json()).toEqual({ errors: [{ message, code }] });
}

describe.each(testDatabaseKinds())('the ids a submission answers, and the applications read back, %s', (kind) => {
  const server = serverForSuite(kind, { env: { RATE_LIMITS: 'off' } });
  const { post, postForm, get, book } = legacyRequests(() => server);

  /** The lead.created webhook event the outbox holds for a lead: its body as the receiver gets it. */
  const webhookOf = async (leadId: string) => {
    const delivery = await server.db.prisma.delivery.findFirstOrThrow({
      where: { leadId, channel: 'webhook', eventType: 'lead_created' },
    });
    return delivery.payload as { lead: { id: string } };
  };

  describe('one-POST forms', () => {
    it("contact-us answers its lead's id: the stored lead's and the webhook's lead.id", async () => {
      const email = `ids-${randomUUID()}@example.co.uk`;
      const leadId = expectThanked(
        await post('/api/form-submit/contact-us', { ...contactForm, email }),
        'Thank you for reaching out!',
      );
      const enquiry = await server.db.prisma.contactEnquiry.findFirstOrThrow({ where: { email } });
      const lead = await server.db.prisma.lead.findUniqueOrThrow({ where: { contactEnquiryId: enquiry.id } });
      expect(leadId).toBe(lead.id);
      expect((await webhookOf(lead.id)).lead.id).toBe(leadId);
    });

    it("answers a repeat with the first one's id, JSON or form-encoded, and stores it once", async () => {
      const email = `repeat-${randomUUID()}@example.co.uk`;
      const body = { first_name: 'Sam Carter', email, phone: '07700 900456', business_name: 'Carter Bakery' };
      const first = expectThanked(await post('/api/form-submit/contact-us', body), 'Thank you for reaching out!');
      const again = expectThanked(await post('/api/form-submit/contact-us', body), 'Thank you for reaching out!');
      const form = new URLSearchParams(body).toString();
      const asForm = expectThanked(await postForm('/api/form-submit/contact-us', form), 'Thank you for reaching out!');
      expect([again, asForm]).toEqual([first, first]);
      expect(await server.db.prisma.contactEnquiry.count({ where: { email } })).toBe(1);
      expect(await server.db.prisma.delivery.count({ where: { leadId: first, channel: 'webhook' } })).toBe(1);
    });

    it("answers a bot's enquiry as a person's: an id of the same kind, its Spam lead's, announced to no one", async () => {
      const email = `bot-${randomUUID()}@example.co.uk`;
      const res = await post('/api/form-submit/contact-us', { ...contactForm, email, website: 'https://spam.example' });
      const leadId = expectThanked(res, 'Thank you for reaching out!');
      const lead = await server.db.prisma.lead.findUniqueOrThrow({ where: { id: leadId } });
      expect(lead).toMatchObject({ status: 'spam', email });
      expect(await server.db.prisma.delivery.count({ where: { leadId } })).toBe(0);
      // The id opens nothing a visitor can call: it is no quote's or application's.
      expectRefused(await get(`/api/business-loan/get/${leadId}`), applicationNotFound, 'not_found');
    });

    it('popup and register answer their leads’ ids too, as their webhooks report them', async () => {
      const popupEmail = `popup-${randomUUID()}@example.co.uk`;
      const popup = expectThanked(
        await post('/api/form-submit/popup', { name: 'Gwen Hughes', email: popupEmail, phone: '01632 960000' }),
        "Thank you for reaching out! We'll be in touch soon.",
      );
      const partnerEmail = `partner-${randomUUID()}@example.co.uk`;
      const partner = expectThanked(
        await post('/api/form-submit/register', { ...partnerForm, email: partnerEmail }),
        'Registration Successful!',
      );
      expect((await server.db.prisma.lead.findFirstOrThrow({ where: { email: popupEmail } })).id).toBe(popup);
      expect((await server.db.prisma.lead.findFirstOrThrow({ where: { email: partnerEmail } })).id).toBe(partner);
      expect((await webhookOf(popup)).lead.id).toBe(popup);
      expect((await webhookOf(partner)).lead.id).toBe(partner);
    });
  });

  describe('GET /api/business-loan/get/{id}', () => {
    const step1 = (name: string) => ({
      company_name: name,
      legal_form: 'sole_trader',
      company_address: '3 Mill Lane, York',
      post_code: 'yo17hh',
      tradding_name: '',
      tradding_address: '',
      borrow_ammount: 25000,
      borrow_month: '24 months',
    });

    it('shows what steps 1 to 3 stored, under their legacy names, and the step to send next', async () => {
      const name = `Carter ${randomUUID()} Ltd`;
      const id = createdId(await post('/api/business-loan/submit', step1(name)));
      const read = async () => {
        const res = await get(`/api/business-loan/get/${id}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        return res.json().collections;
      };
      expect(await read()).toEqual({
        id,
        company_name: name,
        legal_form: 'sole_trader',
        company_address: '3 Mill Lane, York',
        post_code: 'YO1 7HH',
        tradding_name: '',
        tradding_address: '',
        tradding_post_code: '',
        borrow_ammount: '25000',
        borrow_month: '24 months',
        business_cat: null,
        monthly_turnover_from: null,
        step_reached: 'category',
      });
      createdId(await post('/api/business-loan/submit', { id, business_cat: 'Food, Catering & Hospitality' }));
      expect(await read()).toMatchObject({ business_cat: 'Food, Catering & Hospitality', step_reached: 'turnover' });
      createdId(await post('/api/business-loan/submit', { id, monthly_turnover_from: '60' }));
      expect(await read()).toMatchObject({
        company_name: name,
        business_cat: 'Food, Catering & Hospitality',
        monthly_turnover_from: 60,
        step_reached: 'booking',
      });
    });

    it('answers closed once the call is booked, or 7 days after the application started', async () => {
      const booked = createdId(await post('/api/business-loan/submit', step1(`Booked ${randomUUID()} Ltd`)));
      await book('/api/business-loan/client-personal-info-store', booked, `READ-${randomUUID()}`);
      expectRefused(await get(`/api/business-loan/get/${booked}`), closed, 'closed');

      const old = createdId(await post('/api/business-loan/submit', step1(`Old ${randomUUID()} Ltd`)));
      expect((await get(`/api/business-loan/get/${old}`)).statusCode).toBe(200);
      await server.db.prisma.loanApplication.update({
        where: { id: old },
        data: { createdAt: new Date(Date.now() - EIGHT_DAYS) },
      });
      expectRefused(await get(`/api/business-loan/get/${old}`), closed, 'closed');
    });

    it('answers not_found for an unknown id, a malformed one and a cash-advance application’s', async () => {
      const cashAdvance = createdId(
        await post('/api/cash-advance/store', { ...merchantForm, business_name: `Loan ${randomUUID()}` }),
      );
      for (const id of [randomUUID(), 'not-an-id', cashAdvance]) {
        expectRefused(await get(`/api/business-loan/get/${id}`), applicationNotFound, 'not_found');
      }
    });
  });

  describe('GET /api/cash-advance/get/{id}', () => {
    it('shows the form as sent, then the product chosen', async () => {
      const business_name = `Carter ${randomUUID()} Ltd`;
      const id = createdId(await post('/api/cash-advance/store', { ...merchantForm, business_name }));
      const read = async () => {
        const res = await get(`/api/cash-advance/get/${id}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        return res.json().collections;
      };
      expect(await read()).toEqual({
        id,
        location_data: [{ label: 'Country', value: 'GB' }],
        take_payment: 'Face To Face',
        business_location: 'Store',
        business_name,
        card_provider: 'Dojo',
        product_id: null,
        step_reached: 'product',
      });
      createdId(await post('/api/cash-advance/store', { id, product_id: 'Not sure' }));
      expect(await read()).toMatchObject({ product_id: 'Not sure', step_reached: 'booking' });
    });

    it('answers closed once the call is booked, and not_found for a loan application’s id', async () => {
      const id = createdId(
        await post('/api/cash-advance/store', { ...merchantForm, business_name: `Booked ${randomUUID()}` }),
      );
      await book('/api/cash-advance/client-personal-info-store', id, `READ-${randomUUID()}`);
      expectRefused(await get(`/api/cash-advance/get/${id}`), closed, 'closed');
      const loan = createdId(
        await post('/api/business-loan/submit', {
          company_name: `Loan ${randomUUID()} Ltd`,
          borrow_ammount: '25000',
          borrow_month: '12 months',
        }),
      );
      expectRefused(await get(`/api/cash-advance/get/${loan}`), applicationNotFound, 'not_found');
      expectRefused(await get(`/api/cash-advance/get/${randomUUID()}`), applicationNotFound, 'not_found');
    });
  });
});
