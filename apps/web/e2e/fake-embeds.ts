import type { Page } from '@playwright/test';

// Third-party embeds replaced by fakes that behave as the real ones do (as in booking.spec.ts): the browser still
// applies the page's Content-Security-Policy to them, which is what security-policy.spec.ts needs.

const fakeWidgetScript = `
window.Calendly = {
  initInlineWidget: function (options) {
    var frame = document.createElement('iframe');
    frame.src = options.url;
    frame.width = '100%';
    frame.height = '100%';
    frame.style.border = '0';
    options.parentElement.appendChild(frame);
  },
};`;

const fakeSchedulingPage = `<!doctype html><html lang="en"><title>Calendly</title>
<body><p>Pick a time</p><button type="button">Book 10:00</button>
<script>parent.postMessage({ event: 'calendly.event_type_viewed', payload: {} }, '*');</script></body></html>`;

/** Calendly's widget script and its scheduling page. */
export async function fakeCalendly(page: Page) {
  await page.route('https://assets.calendly.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeWidgetScript }),
  );
  await page.route('https://calendly.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: fakeSchedulingPage }),
  );
}

/** The office map (OpenStreetMap) and the Facebook feed, each a page with one line of text. */
export async function fakeMapAndFeed(page: Page) {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>Office map</p>' }),
  );
  await page.route('https://www.facebook.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>feed</title><p>Latest posts</p>' }),
  );
}
