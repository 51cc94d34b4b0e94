import { describe, expect, it } from 'vitest';
import { deliverySummary } from '../src/admin/lead/delivery-summary.ts';
import type { LeadDetail } from '../src/admin/lead/lead-detail.ts';

type Delivery = LeadDetail['deliveries'][number];

const delivery = (
  channel: Delivery['channel'],
  status: Delivery['status'],
  more: Partial<Delivery> = {},
): Delivery => ({
  id: `${channel}-${status}`,
  event: 'lead.created',
  eventLabel: 'Lead received',
  channel,
  channelLabel: channel,
  status,
  attempts: status === 'sent' ? 1 : 0,
  occurredAt: '26 Nov 2026 14:01',
  sentAt: status === 'sent' ? '26 Nov 2026 14:02' : null,
  nextAttemptAt: null,
  lastError: null,
  ...more,
});

// The lead page's deliveries, folded into the one line staff read before opening them.
describe('the deliveries in one line', () => {
  it('says the channels sent and when, in UK time of the same day', () => {
    expect(
      deliverySummary([
        delivery('business_email', 'sent'),
        delivery('visitor_email', 'sent'),
        delivery('webhook', 'sent'),
      ]),
    ).toBe('E-mail and webhook: sent 14:02');
  });

  it('says which setting a channel that is off lacks, once for both e-mails', () => {
    const smtp = { lastError: 'SMTP_URL is not set on the server.' };
    expect(
      deliverySummary([
        delivery('business_email', 'skipped', smtp),
        delivery('visitor_email', 'skipped', smtp),
        delivery('webhook', 'skipped', { lastError: 'WEBHOOK_URL is not set on the server.' }),
      ]),
    ).toBe('E-mail: off: SMTP_URL is not set; Webhook: off: WEBHOOK_URL is not set');
  });

  it('says plainly what failed and what is still to send', () => {
    expect(
      deliverySummary([
        delivery('webhook', 'failed', { attempts: 8, lastError: 'The receiver answered 500.' }),
        delivery('business_email', 'pending', { attempts: 2 }),
      ]),
    ).toBe('Webhook: failed; E-mail: retrying');
    expect(deliverySummary([delivery('webhook', 'pending')])).toBe('Webhook: waiting to send');
    expect(deliverySummary([])).toBe('nothing to deliver');
  });
});
