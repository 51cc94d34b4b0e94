import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { startDeliveryWorker, webhookSender, type DeliveryWorker } from '../../src/index.ts';
import { answerFields } from '../../src/services/lead-delivery/answer-keys.ts';
import { openForSuite, type Caller } from '../support/suite-database.ts';
import { contactForm, loanBasics, merchantForm, partnerForm } from '../support/sample-answers.ts';
import { eventually, startWebhookReceiver, type TestWebhookReceiver, type WebhookHit } from './receivers.ts';

const secret = 'a webhook secret for the answer keys';
const quiet = { info() {}, warn() {}, error() {} };

describe('the answers’ stable keys', () => {
  it('give each label one key, and every key is snake_case', () => {
    const labels = Object.values(answerFields).flatMap((field) => field.labels);
    expect(new Set(labels).size).toBe(labels.length);
    for (const key of Object.keys(answerFields)) expect(key).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});

describe.each(testDatabaseKinds())('the webhook’s answers_by_key, for every kind, on %s', (kind) => {
  let db: Database;
  let caller: Caller;
  let receiver: TestWebhookReceiver;
  let worker: DeliveryWorker;
  /** Each kind's fullest webhook call (its last event, the one with most answers), once every event has arrived. */
  const latest: Record<string, WebhookHit> = {};

  openForSuite(kind, (opened) => ({ db, caller } = opened), { seed: true });

  beforeAll(async () => {
    receiver = await startWebhookReceiver(secret);
    worker = startDeliveryWorker({
      prisma: db.prisma,
      channels: {
        business_email: { off: 'SMTP_URL is not set on the server.' },
        visitor_email: { off: 'SMTP_URL is not set on the server.' },
        webhook: webhookSender({ url: receiver.url, secret, userAgent: 'test' }),
      },
      publicUrl: 'https://sme.example',
      log: quiet,
      pollMs: 20,
    });

    // Every kind, each answered as fully as its form allows.
    await caller.forms.contactUs({ ...contactForm, page: 'home' });
    await caller.forms.popup({ name: 'Keyed Kim', email: 'kim@example.com', phone: '01632 960131', page: '/' });
    await caller.forms.register(partnerForm);

    const energyAddress = (await caller.address.lookup({ postcode: 'E1 6QL' })).collections[0]!;
    const { collections: energy } = await caller.energy.postCodeSubmit({
      post_code: 'E1 6QL',
      full_address: energyAddress.envelopeAddress.summaryLine,
      bussiness_name: 'Keyed Energy Ltd',
    });
    await caller.energy.businessNameSubmit({ id: energy.id, bussiness_name: 'Keyed Energy Ltd' });
    await caller.energy.serviceSubmit({ id: energy.id, service: 'Gas' });
    await caller.energy.supplierSubmit({ id: energy.id, supplier: 'EDF', contact_end_date: '2027-03-31' });
    await caller.energy.requestCallback({
      id: energy.id,
      name: 'Sam Jones',
      phone: '07700 900456',
      best_time: 'Morning (9am to 12pm)',
      email: 'sam@keyed-energy.co.uk',
    });

    const wasteAddress = (await caller.address.lookup({ postcode: 'CF10 2EF' })).collections[0]!;
    const { collections: waste } = await caller.waterWaste.postCodeSubmit({
      post_code: 'CF10 2EF',
      full_address: wasteAddress.envelopeAddress.summaryLine,
      bussiness_name: 'Keyed Laundry Ltd',
    });
    await caller.waterWaste.businessNameSubmit({ id: waste.id, bussiness_name: 'Keyed Laundry Ltd' });
    await caller.waterWaste.wasteSubmit({ id: waste.id, service: 'Waste' });
    await caller.waterWaste.wasteInfoSubmit({
      id: waste.id,
      require_bin: 2,
      bin_capacity: 2200,
      bin_collected_days: 'Twice a week',
    });

    const { collections: loan } = await caller.businessLoan.basicInfo({
      ...loanBasics,
      company_name: 'Keyed Loans Ltd',
      legal_form: 'limited_company',
      post_code: 'YO1 7HH',
      tradding_name: 'Keyed & Co',
      tradding_address: '9 Market Row, York, YO1 8AA',
      tradding_post_code: 'YO1 8AA',
    });
    await caller.businessLoan.category({ id: loan.id, business_cat: 'Food, Catering & Hospitality' });
    await caller.businessLoan.turnover({ id: loan.id, monthly_turnover_from: 40 });

    const { collections: advance } = await caller.cashAdvance.create({ ...merchantForm, business_name: 'Keyed Cards' });
    const product = await db.prisma.product.findFirstOrThrow();
    await caller.cashAdvance.update({ id: advance.id, product_id: product.id });

    await eventually(async () => {
      const pending = await db.prisma.delivery.count({ where: { channel: 'webhook', status: 'pending' } });
      expect(pending).toBe(0);
    }, 20_000);
    const answerCount = (hit: WebhookHit | undefined) =>
      (hit?.body.lead.answers as unknown[] | undefined)?.length ?? -1;
    for (const hit of receiver.hits) {
      const leadKind = hit.body.lead.kind as string;
      if (answerCount(hit) >= answerCount(latest[leadKind])) latest[leadKind] = hit;
    }
  }, 60_000);
  afterAll(async () => {
    await worker.stop();
    await receiver.close();
  });

  const keysOf = (leadKind: string) => latest[leadKind]!.body.lead.answers_by_key!;
  const labelsOf = (leadKind: string) =>
    (latest[leadKind]!.body.lead.answers as { label: string }[]).map((answer) => answer.label);

  it('keys every answer of every kind, beside the labelled answers, with the same values', () => {
    expect(Object.keys(latest).sort()).toEqual([
      'business_loan',
      'cash_advance',
      'contact_us',
      'energy',
      'partner_registration',
      'popup',
      'water_waste',
    ]);
    for (const hit of Object.values(latest)) {
      const answers = hit.body.lead.answers as { label: string; value: string }[];
      const keyed = hit.body.lead.answers_by_key!;
      expect(Object.keys(keyed), hit.body.lead.kind as string).toHaveLength(answers.length);
      expect(Object.values(keyed).sort()).toEqual(answers.map((answer) => answer.value).sort());
    }
  });

  it('gives a concept the same key whatever its label says in each kind', () => {
    // "Postcode" on a quote, "Post code" on a loan: post_code in both.
    expect(labelsOf('energy')).toContain('Postcode');
    expect(labelsOf('business_loan')).toContain('Post code');
    expect(keysOf('energy').post_code).toBe('E1 6QL');
    expect(keysOf('water_waste').post_code).toBe('CF10 2EF');
    expect(keysOf('business_loan').post_code).toBe('YO1 7HH');

    // "Business name" and the loan's "Company name".
    expect(keysOf('contact_us').business_name).toBe('Shah Bakery Ltd');
    expect(keysOf('energy').business_name).toBe('Keyed Energy Ltd');
    expect(keysOf('water_waste').business_name).toBe('Keyed Laundry Ltd');
    expect(keysOf('cash_advance').business_name).toBe('Keyed Cards');
    expect(keysOf('business_loan').business_name).toBe('Keyed Loans Ltd');

    // "Business address", a quote's "Address" and the loan's "Company address".
    expect(keysOf('contact_us').business_address).toBe(contactForm.business_address);
    expect(keysOf('partner_registration').business_address).toBe(partnerForm.business_address);
    expect(keysOf('energy').business_address).toContain('E1 6QL');
    expect(keysOf('business_loan').business_address).toBe(loanBasics.company_address);

    for (const [leadKind, person] of [
      ['contact_us', { name: contactForm.first_name, email: contactForm.email, phone: contactForm.phone }],
      ['popup', { name: 'Keyed Kim', email: 'kim@example.com', phone: '01632 960131' }],
      ['partner_registration', { name: partnerForm.name, email: partnerForm.email, phone: partnerForm.phone }],
    ] as const) {
      expect(keysOf(leadKind), leadKind).toMatchObject(person);
    }
    expect(keysOf('energy').service).toBe('Gas');
    expect(keysOf('water_waste').service).toBe('Waste');
  });

  it('keys the callback request’s answers too', () => {
    expect(latest.energy!.body.type).toBe('lead.callback_requested');
    expect(keysOf('energy')).toMatchObject({
      callback_name: 'Sam Jones',
      callback_phone: '07700 900456',
      callback_best_time: 'Morning (9am to 12pm)',
      callback_email: 'sam@keyed-energy.co.uk',
      callback_reference: expect.stringMatching(/^CB-/),
    });
  });
});
