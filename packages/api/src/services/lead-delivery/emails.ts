import {
  bestTimesToCall,
  callbackConfirmation,
  CALLBACK_REFERENCE_PATTERN,
  DEFAULT_OFFICE_HOURS,
  formatUkDateTime,
  greetingName,
  parseOfficeHours,
  SITE_NAME,
  type BestTimeToCall,
  type OfficeWeek,
} from '@sme/domain';
import { leadEventSentences, leadTitle, type LeadEventPayload } from './lead-event.ts';

/** The business's own details, printed in every e-mail. */
export interface SiteDetails {
  phone: string;
  email: string;
  address: string;
  publicUrl: string;
  /** When the team answers (OFFICE_HOURS), in people's words. */
  officeHours: string;
  /** The same hours by day: a callback's window on its day. Absent: the default hours. */
  officeWeek?: OfficeWeek;
}

export interface Email {
  subject: string;
  text: string;
  html: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (body: string) =>
  `<!doctype html><html lang="en-GB"><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">` +
  `<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0;overflow:hidden">` +
  `<div style="background:#065f46;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${escape(SITE_NAME)}</div>` +
  `<div style="padding:24px">${body}</div></div></body></html>`;

/** 'New enquiry: {kind} – {business name}', every answer with its label, and the lead's page in the console. */
export function businessEmail(event: LeadEventPayload): Email {
  const { lead } = event;
  const title = leadTitle(lead);
  const sentence = leadEventSentences[event.type];
  const facts: [string, string][] = [
    ['Lead', `${lead.kind_label}: ${title}`],
    ['Progress', lead.progress],
    ['Received', `${formatUkDateTime(lead.received_at)} (UK time)`],
    ...(lead.source ? [['Source', sourceLine(lead.source)] as [string, string]] : []),
  ];
  const answers = lead.answers.map((answer): [string, string] => [answer.label, answer.value]);
  const calls = lead.booked_calls.map((call, index): [string, string] => [
    lead.booked_calls.length > 1 ? `Booked call ${index + 1}` : 'Booked call',
    call.event_uri,
  ]);
  const link = lead.console_url ?? '';
  const text = [
    sentence,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Answers',
    ...(answers.length ? answers : [['(none)', ''] as [string, string]]).map(([label, value]) =>
      value ? `${label}: ${value}` : label,
    ),
    ...(calls.length ? ['', ...calls.map(([label, value]) => `${label}: ${value}`)] : []),
    '',
    'Open the lead in the console:',
    link,
    '',
  ].join('\n');
  const rows = (pairs: [string, string][]) =>
    pairs
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:#334155;font-weight:normal">${escape(label)}</th><td style="padding:4px 0;font-weight:bold">${escape(value)}</td></tr>`,
      )
      .join('');
  const html = page(
    `<p style="margin:0 0 16px">${escape(sentence)}</p>` +
      `<table role="presentation" style="border-collapse:collapse;margin-bottom:16px">${rows(facts)}</table>` +
      `<h2 style="font-size:16px;margin:16px 0 8px">Answers</h2>` +
      (answers.length
        ? `<table style="border-collapse:collapse">${rows([...answers, ...calls])}</table>`
        : '<p>(none)</p>') +
      `<p style="margin:24px 0 0"><a href="${escape(link)}" style="display:inline-block;background:#065f46;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Open the lead in the console</a></p>`,
  );
  return { subject: `New enquiry: ${lead.kind_label} – ${title}`, text, html };
}

/**
 * What the visitor asked for, in the business's own words: the kind of request and what happens next. Nothing the
 * visitor typed (their phone number included): the confirmation goes to whatever address was typed, so anything
 * typed beside it would let a stranger send their own words from the business's domain.
 */
function visitorRequest(
  event: LeadEventPayload,
  site: SiteDetails,
): { subject: string; thanks: string; next: string; plan?: string } {
  if (event.type === 'lead.callback_requested') {
    // The best time is one of the form's own choices, never free text.
    const request = event.lead.callback_request;
    const best = request?.best_time;
    const when = best && bestTimesToCall.includes(best as BestTimeToCall) ? best : '';
    return {
      subject: `We'll call you back – ${SITE_NAME}`,
      thanks: 'Thank you for asking us to call you back.',
      next: `One of our specialists will call you on the number you gave us${when ? ` (${when.charAt(0).toLowerCase()}${when.slice(1)}, as you asked)` : ''}.`,
      plan: callbackPlan(request, when, site),
    };
  }
  switch (event.lead.kind) {
    case 'partner_registration':
      return {
        subject: `Your partner registration – ${SITE_NAME}`,
        thanks: 'Thank you for registering for our affiliate programme.',
        next: 'Our partnerships team will call you on the number you gave us to talk through how it works and set up your account.',
      };
    case 'popup':
      return {
        subject: `We'll be in touch – ${SITE_NAME}`,
        thanks: 'Thank you for reaching out.',
        next: 'One of our specialists will call you on the number you gave us to find out what your business needs.',
      };
    default:
      return {
        subject: `We have your enquiry – ${SITE_NAME}`,
        thanks: 'Thank you for your enquiry.',
        next: 'One of our specialists will read it and call you on the number you gave us to talk it through.',
      };
  }
}

/**
 * The visitor's confirmation: what they asked for, what happens next, the office hours and phone. It greets them by
 * name only when what they typed is plausibly a name (greetingName); the rest is the business's own text.
 */
export function visitorEmail(event: LeadEventPayload, site: SiteDetails): Email {
  const typed = event.type === 'lead.callback_requested' ? event.lead.callback_request?.name : event.lead.person_name;
  const name = greetingName(typed);
  const { subject, thanks, next, plan } = visitorRequest(event, site);
  const hello = name ? `Hello ${name},` : 'Hello,';
  const hours = `We are open ${site.officeHours}. If you would rather call us, ring ${site.phone}.`;
  const ignore = `If you did not contact ${SITE_NAME}, you can ignore this e-mail: someone may have typed your address by mistake.`;
  const signature = [SITE_NAME, site.phone, site.email, site.address, site.publicUrl];
  const said = plan ? [next, plan] : [next];
  const text = [hello, '', thanks, ...said, '', hours, '', ignore, '', ...signature, ''].join('\n');
  const html = page(
    [hello, thanks, ...said, hours].map((line) => `<p style="margin:0 0 12px">${escape(line)}</p>`).join('') +
      `<p style="margin:16px 0 12px;color:#475569;font-size:13px">${escape(ignore)}</p>` +
      `<p style="margin:16px 0 0;color:#334155;font-size:13px">${signature.map(escape).join('<br>')}</p>`,
  );
  return { subject, text, html };
}

/**
 * The day, the window and the reference the visitor was given on screen, the same words again ("We'll call you on
 * Thursday 27 November, between 9am and 12pm. Your reference is CB-7K3Q9X."). Only the server's own values: a
 * reference of its pattern, a yyyy-mm-dd day and one of the form's choices.
 */
function callbackPlan(
  request: LeadEventPayload['lead']['callback_request'],
  bestTime: string,
  site: SiteDetails,
): string | undefined {
  const reference = request?.reference;
  const callDay = request?.call_day;
  if (!reference || !CALLBACK_REFERENCE_PATTERN.test(reference) || !callDay || !/^\d{4}-\d{2}-\d{2}$/.test(callDay)) {
    return undefined;
  }
  const week = site.officeWeek ?? parseOfficeHours(DEFAULT_OFFICE_HOURS);
  return callbackConfirmation({ reference, callDay, bestTime: bestTime || null }, week);
}

/** A lead's source as the business e-mail says it: "newsletter / email / spring". */
function sourceLine(source: NonNullable<LeadEventPayload['lead']['source']>): string {
  return [source.source, source.medium, source.campaign].filter(Boolean).join(' / ');
}
