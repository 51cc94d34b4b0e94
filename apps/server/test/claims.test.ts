import { claims } from '@sme/domain';
import type { Database } from '@sme/db';
import { openTestDatabase } from '@sme/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { xhr } from './test-server.ts';

// Every claim a visitor can read, on every public page, agrees with the one module that states it (claims.ts) and
// with the others: a sceptical owner who sees two different numbers for one thing trusts neither.
let app: FastifyInstance;
let db: Database;
const texts = new Map<string, string>();

const publicPages = [
  '/',
  '/utility',
  '/payment-solution',
  '/bussiness',
  '/about-us',
  '/contact',
  '/get-free-consultancy',
  '/build-your-career',
  '/comercial-utility',
  '/commercial-water-waste',
  '/business-loan',
  '/merchant-service',
  '/blogs',
];

/** What a reader sees of a page: its text, and the descriptions shown by search engines and link previews. */
function readable(html: string): string {
  const descriptions = [...html.matchAll(/<meta [^>]*(?:name|property)="(?:description|og:description)"[^>]*>/g)]
    .map(([tag]) => /content="([^"]*)"/.exec(tag)?.[1] ?? '')
    .join(' . ');
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return `${body} . ${descriptions}`
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  db = await openTestDatabase('pglite', { seed: true });
  app = await buildServer({ config: loadConfig({ LOG_LEVEL: 'silent' }), db, web: 'vite-dev' });
  const lead = await app.inject({
    method: 'POST',
    url: '/api/commecial-utility/post-code/submit',
    headers: xhr,
    payload: { post_code: 'E1 6QL', full_address: 'Unit 4, 12 Brick Lane, London', bussiness_name: 'Bakery Ltd' },
  });
  const { id } = (lead.json() as { collections: { id: string } }).collections;
  for (const url of [...publicPages, `/calendly/commercial-utility/${id}`]) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    texts.set(url, readable(res.body));
  }
}, 180_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

/** Every number the pattern finds, with where it was found. */
function numbersFor(pattern: RegExp): { page: string; value: string }[] {
  return [...texts].flatMap(([page, text]) => [...text.matchAll(pattern)].map((match) => ({ page, value: match[1]! })));
}
const sentences = () =>
  [...texts].flatMap(([page, text]) => text.split(/[.!?]\s/).map((sentence) => ({ page, sentence })));
const numberIn = (claim: string) => /[\d.]+/.exec(claim)![0];

describe('Claims on the public pages', () => {
  it.each([
    ['loan acceptance', /(\d+)% acceptance/gi, claims.loanAcceptance],
    ['cash advance approval', /(\d+)% approval/gi, claims.advanceApproval],
    ['loan offers', /within (\d+) hours/gi, claims.loanOffers],
    ['cash advance offers', /under (\d+) hours/gi, claims.advanceOffers],
    ['enquiry answers', /under (\d+) minutes/gi, claims.enquiryAnswer],
    ['the callback', /in (\d+) seconds/gi, claims.callbackPromise],
    ['a booked call', /(\d+)-minute call/gi, `${claims.bookedCallMinutes}`],
    ['energy savings', /up to (\d+)%/gi, claims.energySavings],
    ['terminal uptime', /([\d.]+)% uptime/gi, claims.uptime],
    ['terminal battery', /(\d+)-hour battery/gi, claims.battery],
    ['businesses helped', /\bover (\d{3,})\b/gi, claims.businessesHelped],
    ['clients refused elsewhere', /more than (\d{3,})\b/gi, claims.refusedElsewhere],
  ])('%s: every page shows the same number', (_what, pattern, claim) => {
    const found = numbersFor(pattern);
    expect(found.length, 'shown somewhere').toBeGreaterThan(0);
    expect(found.filter(({ value }) => value !== numberIn(claim))).toEqual([]);
  });

  it("never gives one product's number to the other", () => {
    const mixed = sentences().filter(
      ({ sentence }) =>
        (/48 hours|90% acceptance/.test(sentence) && /cash advance/i.test(sentence) && !/24 hours/.test(sentence)) ||
        (/24 hours|95% approval/.test(sentence) && /loan/i.test(sentence) && !/48 hours/.test(sentence)),
    );
    expect(mixed).toEqual([]);
  });

  it('says what is open round the clock and what keeps office hours', () => {
    const roundTheClockPeople = sentences().filter(
      ({ sentence }) => /24\/7/.test(sentence) && /\bteam\b/i.test(sentence) && !sentence.includes(claims.officeHours),
    );
    expect(roundTheClockPeople).toEqual([]);
    const all = [...texts.values()].join(' ');
    for (const claim of [claims.terminalSupport, claims.partnerSupport, claims.accountHelpline, claims.officeHours]) {
      expect(all).toContain(claim);
    }
  });
});
