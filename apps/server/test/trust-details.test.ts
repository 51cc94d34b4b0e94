import type { Database } from '@sme/db';
import { openTestDatabase } from '@sme/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.ts';
import { loadConfig, publicSettings } from '../src/config.ts';

const trust = { SITE_COMPANY_NUMBER: '12345678', SITE_FCA_FRN: '123456', SITE_ICO_NUMBER: 'ZA123456' };

describe('the trust detail settings', () => {
  it.each([
    ['SITE_COMPANY_NUMBER', '01234567', '01234567'],
    ['SITE_COMPANY_NUMBER', 'sc 123456', 'SC123456'],
    ['SITE_COMPANY_NUMBER', 'OC123456', 'OC123456'],
    ['SITE_COMPANY_NUMBER', 'R0123456', 'R0123456'],
    ['SITE_FCA_FRN', '123456', '123456'],
    ['SITE_FCA_FRN', ' 1234567 ', '1234567'],
    ['SITE_ICO_NUMBER', 'Z1234567', 'Z1234567'],
    ['SITE_ICO_NUMBER', 'za123456', 'ZA123456'],
  ] as const)('takes %s=%j as %s', (name, value, taken) => {
    expect(loadConfig({ [name]: value })[name]).toBe(taken);
  });

  it.each([
    ['SITE_COMPANY_NUMBER', '1234567', /8 digits \(e\.g\. 01234567\) or 2 letters and 6 digits/],
    ['SITE_COMPANY_NUMBER', '123456789', /8 digits/],
    ['SITE_COMPANY_NUMBER', 'S1234567', /8 digits/],
    ['SITE_COMPANY_NUMBER', 'SC12345', /8 digits/],
    ['SITE_FCA_FRN', '12345', /must be 6 or 7 digits/],
    ['SITE_FCA_FRN', '12345678', /must be 6 or 7 digits/],
    ['SITE_FCA_FRN', 'FRN123456', /must be 6 or 7 digits/],
    ['SITE_ICO_NUMBER', 'Z123456', /Z and 7 digits \(e\.g\. Z1234567\) or 2 letters and 6 digits/],
    ['SITE_ICO_NUMBER', 'Y1234567', /Z and 7 digits/],
    ['SITE_ICO_NUMBER', 'ZA1234567', /Z and 7 digits/],
  ])('stops at start on %s=%j, naming the setting and the format', (name, value, format) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`Invalid setting ${name}=${JSON.stringify(value)}: `);
    expect(() => loadConfig({ [name]: value })).toThrow(format);
  });

  it('leaves each one out when unset or empty, and hands the set ones to the browser', () => {
    for (const env of [{}, { SITE_COMPANY_NUMBER: '', SITE_FCA_FRN: '', SITE_ICO_NUMBER: '' }]) {
      const settings = publicSettings(loadConfig(env));
      expect(settings.companyNumber).toBeUndefined();
      expect(settings.fcaFrn).toBeUndefined();
      expect(settings.icoNumber).toBeUndefined();
    }
    expect(publicSettings(loadConfig(trust))).toMatchObject({
      companyNumber: '12345678',
      fcaFrn: '123456',
      icoNumber: 'ZA123456',
    });
  });
});

// The footer as the real server renders it (its build, as the site serves it), with and without the settings.
describe.each([
  ['with the three set', trust, true],
  ['with none set', {}, false],
])('the footer %s', (_label, env, shown) => {
  let app: FastifyInstance;
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase('pglite', { seed: true });
    app = await buildServer({ config: loadConfig({ LOG_LEVEL: 'silent', ...env }), db, web: 'build' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('shows each registration line only when its number is set, beside the broker statements', async () => {
    const res = await app.inject({ method: 'GET', url: '/contact' });
    expect(res.statusCode).toBe(200);
    const footer = /<footer[\s\S]*<\/footer>/.exec(res.body)?.[0] ?? '';
    expect(footer).toContain('We are a credit broker, not a lender.');
    const lines = [
      '<p>Registered in England and Wales, company number 12345678</p>',
      '<p>Authorised and regulated by the Financial Conduct Authority for credit broking, firm reference number 123456</p>',
      '<p>Registered with the Information Commissioner&#x27;s Office, registration number ZA123456</p>',
    ];
    if (shown) for (const line of lines) expect(footer).toContain(line);
    // Unset, a line is gone entirely: no label left standing without its number.
    else expect(footer).not.toMatch(/company number|Financial Conduct Authority|Information Commissioner/);
  });
});
