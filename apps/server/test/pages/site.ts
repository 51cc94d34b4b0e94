import { beforeAll, expect } from 'vitest';
import { specClaimEvidence } from '../../../../packages/api/test/support/claim-evidence.ts';
import { hasWebBuild } from '../../src/http/web-build.ts';
import { serverForSuite, type TestServer } from '../test-server.ts';
import { readMarkup, type PageMarkup } from './markup.ts';

/**
 * The site as the browser tests see it, for the tests of one file: the real server rendering the web build, with the
 * business's evidence for the spec's figure claims entered (as the browser tests' server has it), so the pages make
 * them. `env` adds settings.
 */
export function siteForSuite(env: Record<string, string> = {}): TestServer {
  beforeAll(() => {
    if (!hasWebBuild()) throw new Error('Build the web app first: npm run build');
  });
  const server = serverForSuite('pglite', { pages: true, env }, 120_000);
  beforeAll(async () => {
    await server.db.prisma.financeSetting.create({ data: { kind: 'claims', data: specClaimEvidence } });
  });
  return server;
}

/**
 * A page as the browser tests' visitor receives it (cookies rejected, their default), answered with the status
 * (200 unless told), read.
 */
export async function openPage(server: TestServer, url: string, status = 200): Promise<PageMarkup> {
  const res = await server.app.inject({ method: 'GET', url, headers: { cookie: 'cookie_consent=rejected' } });
  expect(res.statusCode, url).toBe(status);
  expect(res.headers['content-type']).toContain('text/html');
  return readMarkup(res.body);
}
