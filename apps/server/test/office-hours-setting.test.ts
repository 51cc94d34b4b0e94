import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, publicSettings } from '../src/config.ts';
import { serverForSuite } from './test-server.ts';

const withSaturday = 'Mon-Fri 08:00-18:00, Sat 09:00-13:00';

describe('the bank holidays the pages are given', () => {
  afterEach(() => vi.useRealTimers());

  it("are the current year's and the next as each page is made, however long the server has run", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T12:00:00Z') });
    const settings = publicSettings(loadConfig({}));
    expect(settings.bankHolidays).toContain('2027-12-28');
    expect(settings.bankHolidays).not.toContain('2028-01-03');
    // A year on, the same server: 2028's substitute day for New Year's Day is known.
    vi.setSystemTime(new Date('2027-12-31T12:00:00Z'));
    expect(settings.bankHolidays).toContain('2028-01-03');
    // A Saturday holiday with a substitute is not a holiday itself.
    expect(settings.bankHolidays).not.toContain('2028-01-01');
  });
});

describe('the OFFICE_HOURS setting', () => {
  it('defaults to the hours the site has always shown, and hands them to the browser in words', () => {
    expect(publicSettings(loadConfig({})).officeHours).toBe('Monday to Friday 09:00 to 18:00');
    expect(publicSettings(loadConfig({ OFFICE_HOURS: withSaturday })).officeHours).toBe(
      'Monday to Friday 08:00 to 18:00, Saturday 09:00 to 13:00',
    );
  });

  it.each([
    ['Mon-Fri 9-5', /is not a time/],
    ['weekdays', /is not days and hours/],
    ['Mon 18:00-09:00', /closes before it opens/],
  ])('stops at start on OFFICE_HOURS=%j, naming the setting and the reason', (value, reason) => {
    expect(() => loadConfig({ OFFICE_HOURS: value })).toThrow(
      `Invalid setting OFFICE_HOURS=${JSON.stringify(value)}: `,
    );
    expect(() => loadConfig({ OFFICE_HOURS: value })).toThrow(reason);
  });
});

// The footer and the structured data as the real server renders them (the web build, as npm test makes it first).
describe('the pages, with Saturday hours set', () => {
  const server = serverForSuite('pglite', { pages: true, env: { OFFICE_HOURS: withSaturday } }, 120_000);

  it('show the hours in the footer and to search engines', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/contact' });
    expect(res.statusCode).toBe(200);
    const footer = /<footer[\s\S]*<\/footer>/.exec(res.body)?.[0] ?? '';
    expect(footer).toContain('Monday to Friday 08:00 to 18:00, Saturday 09:00 to 13:00');
    const organisation = [...res.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as { openingHoursSpecification?: unknown })
      .find((data) => data.openingHoursSpecification);
    expect(organisation?.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    ]);
  });

  it.each(['/', '/about-us', '/get-free-consultancy', '/privacy-policy', '/build-your-career'])(
    'states the set hours on %s, never the default ones',
    async (url) => {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      // The page's own words, the footer left out (it states the setting on every page).
      const main = /<main[\s\S]*<\/main>/.exec(res.body)?.[0] ?? '';
      expect(main).toContain('Monday to Friday 08:00 to 18:00, Saturday 09:00 to 13:00');
      expect(res.body).not.toMatch(/Monday to Friday,? 09:00 to 18:00/);
    },
  );
});
