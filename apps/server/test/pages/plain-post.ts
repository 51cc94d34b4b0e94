import type { TestServer } from '../test-server.ts';

/**
 * A plain form sent from one of the site's own pages, as a browser sends it before the page's code arrives: its
 * fields form-encoded, to `url`, from a returning visitor who rejected cookies.
 */
export function sendPlainForm(site: TestServer, url: string, fields: Record<string, string>) {
  return site.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: 'cookie_consent=rejected',
      'sec-fetch-site': 'same-origin',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}
