import type { Database } from '@sme/db';
import { openTestDatabase } from '@sme/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.ts';
import { loadConfig, publicSettings } from '../src/config.ts';

const withSaturday = 'Mon-Fri 08:00-18:00, Sat 09:00-13:00';

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

// The footer and the structured data as the real server renders them (from the sources, no build needed).
describe('the pages, with Saturday hours set', () => {
  let app: FastifyInstance;
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase('pglite', { seed: true });
    app = await buildServer({
      config: loadConfig({ LOG_LEVEL: 'silent', OFFICE_HOURS: withSaturday }),
      db,
      web: 'vite-dev',
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('show the hours in the footer and to search engines', async () => {
    const res = await app.inject({ method: 'GET', url: '/contact' });
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
});
