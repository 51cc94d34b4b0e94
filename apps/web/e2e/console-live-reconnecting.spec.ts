import type { Route } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './support/console-sign-in.ts';

// Signed out, the console asks who is there (401): on purpose.
test.use({ expectedConsoleErrors: [/status of 401/] });

/** The server's silence limit (packages/api/src/trpc.ts: a 5 s ping, reconnectAfterInactivityMs 12 s). */
const SILENT_MS = 12_000;

test.describe('The live console when its stream goes quiet', () => {
  test('says "Reconnecting…" in the header while it hears nothing, and stops once the stream is open @phone', async ({
    page,
  }) => {
    // The test waits out the server's 12 s silence limit twice (to go quiet, then to come back at the console's next
    // try), beside a sign-in and two accessibility scans: about 35 s on a loaded machine, past the 30 s default (the
    // full suite on 2 cores timed it out there).
    test.setTimeout(75_000);
    // Every request for the stream is held unanswered, as behind a proxy or a route that stopped passing anything:
    // no 'connected', no ping, no error either. The console must notice by itself.
    const held: Route[] = [];
    let asked: number | undefined;
    await page.route('**/trpc/admin.live.changes**', (route) => {
      asked ??= Date.now();
      held.push(route);
    });
    await signIn(page);
    await expect.poll(() => held.length).toBeGreaterThan(0);

    const reconnecting = page.getByRole('banner').getByRole('status').filter({ hasText: 'Reconnecting…' });
    // Not at once: a stream just asked for has the server's silence limit to say anything.
    await expect(reconnecting).toHaveCount(0);
    await expect(reconnecting).toBeVisible({ timeout: SILENT_MS + 8_000 });
    const shownAfter = Date.now() - asked!;
    console.log(`"Reconnecting…" shown ${shownAfter} ms after the stream was asked for`);
    expect(shownAfter).toBeGreaterThanOrEqual(SILENT_MS - 1_000);
    // Read by screen readers with what it is about, not only as a colour.
    await expect(reconnecting).toHaveText('Live updates: Reconnecting…');
    // The console asked again: a second request after it gave the first one up.
    await expect.poll(() => held.length).toBeGreaterThan(1);
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);

    // The way is open again: the request waiting now reaches the server, and later ones pass straight through.
    await page.unroute('**/trpc/admin.live.changes**');
    for (const route of held) await route.continue().catch(() => undefined); // given up on by the page already
    await expect(reconnecting).toHaveCount(0, { timeout: SILENT_MS + 8_000 });
    await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'Live updates resumed.' })).toHaveCount(
      1,
    );
    await expectNoViolations(page);
  });
});
