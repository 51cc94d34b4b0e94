import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';

// Third-party embeds replaced by fakes that behave as the real ones do. The browser still applies the page's
// Content-Security-Policy to them, which is what security-policy.spec.ts needs.

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

/**
 * A scheduling page: says it is shown, then reports a booking each time 'Book 10:00' is pressed. `silent` never
 * says anything, as a widget that cannot load would.
 */
function fakeSchedulingPage(eventId: string, { silent = false } = {}) {
  const scheduled = {
    event: 'calendly.event_scheduled',
    payload: {
      event: { uri: `https://api.calendly.com/scheduled_events/${eventId}` },
      invitee: { uri: `https://api.calendly.com/scheduled_events/${eventId}/invitees/IN1` },
    },
  };
  return `<!doctype html><html lang="en"><title>Calendly</title>
<body><p>Pick a time</p><button type="button" id="book">Book 10:00</button>
<script>
  var silent = ${silent};
  if (!silent) parent.postMessage({ event: 'calendly.event_type_viewed', payload: {} }, '*');
  document.getElementById('book').addEventListener('click', function () {
    if (!silent) parent.postMessage(${JSON.stringify(scheduled)}, '*');
  });
</script></body></html>`;
}

export interface FakeCalendly {
  /** The event id the fake page reports (unique per test: the database stores each event once). */
  eventId: string;
  /** How many times the page asked for the script. */
  scriptRequests: () => number;
  /** The next script requests fail as if offline (true) or load (false). */
  offline: (value: boolean) => void;
  silent: (value: boolean) => void;
}

/** Calendly's widget script and its scheduling page. */
export async function fakeCalendly(
  page: Page,
  options: { offline?: boolean; silent?: boolean } = {},
): Promise<FakeCalendly> {
  const eventId = `EV-${randomUUID()}`;
  let offline = options.offline ?? false;
  let silent = options.silent ?? false;
  let scriptRequests = 0;
  await page.route('https://assets.calendly.com/**', (route) => {
    scriptRequests += 1;
    if (offline) return route.abort('internetdisconnected');
    return route.fulfill({ contentType: 'text/javascript', body: fakeWidgetScript });
  });
  await page.route('https://calendly.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: fakeSchedulingPage(eventId, { silent }) }),
  );
  return {
    eventId,
    scriptRequests: () => scriptRequests,
    offline: (value) => (offline = value),
    silent: (value) => (silent = value),
  };
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
