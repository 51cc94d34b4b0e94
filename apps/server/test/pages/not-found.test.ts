import { describe, it } from 'vitest';
import { byRole, expectLinks, shownOne } from './markup.ts';
import { openPage, siteForSuite } from './site.ts';

// Moved from the browser suite (apps/web/e2e/not-found.spec.ts, now gone): all they checked is in the markup the
// server sends.
describe('404 page', () => {
  const server = siteForSuite();

  it.each(['/no-such-page', '/blog-details/no-such-post'])(
    '%s answers 404 with the page and a way home',
    async (path) => {
      const page = await openPage(server, path, 404);
      shownOne(byRole(page.body, 'heading', { name: 'Page not found !' }), 'the heading');
      expectLinks(page.body, { 'Back to Home': '/' });
    },
  );
});
