import { claims, evidencedClaimIds } from '@sme/domain';
import type { Database } from '@sme/db';
import { openTestDatabase } from '@sme/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { xhr } from './test-server.ts';
import { specClaimEvidence } from '../../../packages/api/test/support/claim-evidence.ts';
import { exampleLoanFigures } from '../../../packages/api/test/support/loan-figures.ts';

// Every claim a visitor can read, on every public page, agrees with the one place that states it (claims.ts, or the
// evidence the business entered) and with the others: a sceptical owner who sees two different numbers for one thing
// trusts neither. A figure claim is made only on its evidence, linked to it.
let app: FastifyInstance;
let db: Database;
/** Every page as a visitor reads it, with the business's loan figures and the evidence of its claims entered. */
const texts = new Map<string, string>();
/** The same pages' HTML, for the links a claim carries. */
const htmls = new Map<string, string>();
/** The same pages while no loan figures and no evidence are entered (a fresh site, or figures cleared). */
const textsWithoutLoanFigures = new Map<string, string>();
const htmlsBare = new Map<string, string>();

/** The business's evidence for its claims: the spec's figures, each with the day it was true and its source. */
const evidence = specClaimEvidence;
/** The office hours the pages state: the OFFICE_HOURS setting's default, in words. */
const officeHours = 'Monday to Friday 09:00 to 18:00';

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
    // React marks where one text part meets the next: no space in what a reader sees.
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ');
  return `${body} . ${descriptions}`
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  db = await openTestDatabase('pglite', { seed: true });
  app = await buildServer({ config: loadConfig({ LOG_LEVEL: 'silent' }), db, web: 'build' });
  const lead = await app.inject({
    method: 'POST',
    url: '/api/commecial-utility/post-code/submit',
    headers: xhr,
    payload: { post_code: 'E1 6QL', full_address: 'Unit 4, 12 Brick Lane, London', bussiness_name: 'Bakery Ltd' },
  });
  const { id } = (lead.json() as { collections: { id: string } }).collections;
  const readPages = async (into: Map<string, string>, htmlInto: Map<string, string>) => {
    for (const url of [...publicPages, '/our-figures', `/calendly/commercial-utility/${id}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      into.set(url, readable(res.body));
      htmlInto.set(url, res.body);
    }
  };
  await readPages(textsWithoutLoanFigures, htmlsBare);
  await db.prisma.financeSetting.create({ data: { kind: 'loan', data: { ...exampleLoanFigures } } });
  await db.prisma.financeSetting.create({ data: { kind: 'claims', data: evidence } });
  // The page cache is dropped when the database reports the change.
  await vi.waitFor(
    async () =>
      expect((await app.inject({ method: 'GET', url: '/bussiness' })).body).toMatch(
        /Representative example[\s\S]*Over 2000/,
      ),
    { timeout: 10_000, interval: 100 },
  );
  await readPages(texts, htmls);
}, 240_000);
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
    ['loan acceptance', /(\d+)% acceptance/gi, `${evidence.loanAcceptance.figure}`],
    ['cash advance approval', /(\d+)% approval/gi, `${evidence.advanceApproval.figure}`],
    ['loan offers', /within (\d+) hours/gi, `${evidence.loanOffers.figure}`],
    ['cash advance offers', /under (\d+) hours/gi, `${evidence.advanceOffers.figure}`],
    ['enquiry answers', /under (\d+) minutes/gi, `${evidence.enquiryAnswer.figure}`],
    ['a booked call', /(\d+)-minute call/gi, `${claims.bookedCallMinutes}`],
    ['energy savings', /up to (\d+)%/gi, `${evidence.energySavings.figure}`],
    ['terminal battery', /(\d+)-hour battery/gi, claims.battery],
    ['businesses helped', /\bover (\d{3,})\b/gi, `${evidence.businessesHelped.figure}`],
    ['clients refused elsewhere', /more than (\d{3,})\b/gi, `${evidence.refusedElsewhere.figure}`],
  ])('%s: every page shows the same number', (_what, pattern, claim) => {
    const found = numbersFor(pattern);
    expect(found.length, 'shown somewhere').toBeGreaterThan(0);
    expect(found.filter(({ value }) => value !== numberIn(claim))).toEqual([]);
  });

  it('makes the callback promise on no page as served: only the browser knows whether the office is open', () => {
    expect(numbersFor(/in (\d+) seconds/gi)).toEqual([]);
  });

  // The terminal claims come from the card machines' catalogue (issue 44 part 4): the seeded one lists the battery on
  // 3 machines and no uptime on any, so the battery is claimed for those and uptime nowhere.
  it('terminal uptime: claimed on no page while no card machine lists it', () => {
    expect(numbersFor(/([\d.]+)% uptime/gi)).toEqual([]);
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
      ({ sentence }) => /24\/7/.test(sentence) && /\bteam\b/i.test(sentence) && !sentence.includes(officeHours),
    );
    expect(roundTheClockPeople).toEqual([]);
    const all = [...texts.values()].join(' ');
    for (const claim of [claims.terminalSupport, claims.partnerSupport, claims.accountHelpline, officeHours]) {
      expect(all).toContain(claim);
    }
  });
});

/** Claims that credit is open to businesses refused elsewhere, or how likely it is to be granted (CONC 3.5.7R). */
const creditAccessClaim =
  /refused elsewhere|turned down|declined loan|not the end of the road|said no|\d+% acceptance|bad credit|poor credit/i;

describe('Claims about access to credit (CONC 3.5.7R)', () => {
  it.each(publicPages)('%s: shows one only beside the representative example', (page) => {
    const text = texts.get(page)!;
    if (creditAccessClaim.test(text)) expect(text).toContain('Representative example');
  });

  it('are made somewhere while the loan figures are entered', () => {
    expect([...texts.values()].filter((text) => creditAccessClaim.test(text))).not.toEqual([]);
  });

  it.each(publicPages)('%s: shows none while no loan figures are entered', (page) => {
    expect(creditAccessClaim.exec(textsWithoutLoanFigures.get(page)!)?.[0]).toBeUndefined();
  });

  it('names the firm, whether it uses a panel, and which loans are regulated beside the figures', () => {
    const funding = texts.get('/bussiness')!;
    expect(funding).toContain('SME Compare Ltd (FCA firm reference number 123456) is a credit broker, not a lender.');
    expect(funding).toContain('We work with a limited panel of lenders, not the whole market.');
    expect(funding).toContain('Business loans of £25,000 or less to sole traders');
    expect(textsWithoutLoanFigures.get('/bussiness')).not.toContain('FCA firm reference number');
  });
});

/** Each figure claim as pages word it, and where it was found. */
const figureClaims = {
  businessesHelped: /\bover \d{3,}/i,
  refusedElsewhere: /more than \d{3,}/i,
  loanAcceptance: /\d+% acceptance/i,
  loanOffers: /within \d+ hours/i,
  advanceApproval: /\d+% approval/i,
  advanceOffers: /under \d+ hours/i,
  enquiryAnswer: /under \d+ minutes/i,
  energySavings: /up to \d+%/i,
} as const;

describe('Figure claims stand on the business’s evidence', () => {
  it.each(publicPages)('%s: makes none while no evidence is entered, in its text, title or descriptions', (page) => {
    const html = htmlsBare.get(page)!;
    const text = `${textsWithoutLoanFigures.get(page)!} . ${/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''}`;
    expect(Object.values(figureClaims).flatMap((claim) => claim.exec(text)?.[0] ?? [])).toEqual([]);
    expect(html).not.toContain('/our-figures#');
  });

  it.each(evidencedClaimIds)('%s: made somewhere once entered, and linked to its evidence wherever it shows', (id) => {
    const anchor = `/our-figures#${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    const showing = publicPages.filter((page) => figureClaims[id].test(texts.get(page)!));
    expect(showing, 'made somewhere').not.toEqual([]);
    for (const page of showing) expect(htmls.get(page), page).toContain(`href="${anchor}"`);
  });

  it('the site’s default title makes the energy claim only on its evidence', () => {
    expect(/<title>([^<]*)<\/title>/.exec(htmls.get('/')!)?.[1]).toBe(
      'Reduce business gas and electricity costs by up to 40% | SME Compare',
    );
    expect(/<title>([^<]*)<\/title>/.exec(htmlsBare.get('/')!)?.[1]).toBe(
      'Compare business energy, funding and card payments | SME Compare',
    );
  });

  it('Our figures shows each claim with the day it was true and its source, and none before any is entered', () => {
    const figures = texts.get('/our-figures')!;
    expect(figures).toContain(
      'Over 2000 businesses helped True as of 1 November 2026. Source: CRM: cases closed since 2019',
    );
    expect(figures).toContain(
      'Business gas and electricity costs reduced by up to 40% True as of 30 September 2026. Source: Switches completed in 2025–26, best saving',
    );
    for (const { source } of Object.values(evidence)) expect(figures).toContain(source);
    expect(textsWithoutLoanFigures.get('/our-figures')).toContain(
      'We state no figures about our service at the moment.',
    );
  });
});
