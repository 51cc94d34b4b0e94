import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';

// /api/docs is Swagger UI, not a React page of the site: wait for its operations, not for hydration.

/** An operation's expand button, as Swagger UI names it: method, path, summary. */
const operation = (page: Page, method: string, path: string) =>
  page.getByRole('button', { name: new RegExp(`^${method} ${path.replace(/[{}]/g, '\\$&')}( |$)`) });

/** The block an operation opens into. */
const block = (page: Page, path: string) =>
  page.locator('.opblock').filter({ has: page.locator(`[data-path="${path}"]`) });

/**
 * No axe violation in one operation's block. The whole page, every operation listed, is scanned once (the first
 * test): each scan of it takes seconds, and what a test opens changes only its block or dialog.
 */
async function expectNoViolationsIn(page: Page, path: string) {
  const id = await block(page, path).getAttribute('id');
  expect(id, `the block of ${path} has an id`).toBeTruthy();
  await expectNoViolations(page, { include: `[id="${id}"]` });
}

async function openDocs(page: Page) {
  await page.goto('/api/docs');
  // Swagger UI fetches and renders the whole openapi.json (every operation) before its heading shows.
  await expect(page.getByRole('heading', { name: /SME Compare REST API/ })).toBeVisible({ timeout: 15_000 });
}

test.describe('REST API reference (/api/docs)', () => {
  // The page lists every operation of the REST surface: one axe scan of it takes several seconds on two cores, and
  // a test that scans twice went past 30 s while the rest of the suite ran beside it.
  test.slow();

  test('lists the operations, opens one with its example body, and loads nothing from elsewhere', async ({
    page,
    baseURL,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openDocs(page);
    await expect(page).toHaveTitle('REST API reference | SME Compare');
    await expect(page.getByRole('heading', { level: 1, name: 'REST API reference' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('/commecial-utility/post-code/submit');
    await expect(operation(page, 'GET', '/address/{postcode}')).toBeVisible();
    const submit = operation(page, 'POST', '/commecial-utility/post-code/submit');
    await expect(submit).toBeVisible();
    await expectNoViolations(page);

    await submit.click();
    await expect(submit).toHaveAttribute('aria-expanded', 'true');
    const body = block(page, '/commecial-utility/post-code/submit').locator('.opblock-body');
    await expect(body.getByText('Request body')).toBeVisible();
    await expect(body.locator('.body-param__example, .highlight-code').first()).toContainText('"post_code"');
    // The open operation is in the address, so it can be shared.
    await expect(page).toHaveURL(/\/api\/docs#\/.+/);
    await expectNoViolationsIn(page, '/commecial-utility/post-code/submit');
    await expectNoSidewaysScroll(page);

    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([]);
  });

  test('a shared address opens its operation', async ({ page }) => {
    await openDocs(page);
    await operation(page, 'GET', '/blog').click();
    await expect(page).toHaveURL(/\/api\/docs#\/.+/);
    await page.reload();
    await expect(operation(page, 'GET', '/blog')).toHaveAttribute('aria-expanded', 'true');
    await expect(operation(page, 'GET', '/address/{postcode}')).toHaveAttribute('aria-expanded', 'false');
  });

  test('"Try it out" calls the API with the XHR header', async ({ page }) => {
    await openDocs(page);
    await operation(page, 'GET', '/blog').click();
    const blog = block(page, '/blog');
    await blog.getByRole('button', { name: 'Try it out' }).click();
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/blog');
    await blog.getByRole('button', { name: 'Execute' }).click();
    const response = await answered;
    expect(await response.request().headerValue('x-requested-with')).toBe('XMLHttpRequest');
    expect(response.status()).toBe(200);
    await expect(blog.locator('.live-responses-table tbody .response-col_status')).toHaveText('200');
    await expectNoViolationsIn(page, '/blog');
  });

  test('"Authorize" shows the X-Requested-With header as filled in, with the value to send', async ({ page }) => {
    await openDocs(page);
    await page.getByRole('button', { name: /^Authorize/ }).click();
    const dialog = page.locator('.modal-ux');
    await expect(dialog.getByRole('heading', { name: /XRequestedWith \(apiKey\)/ })).toBeVisible();
    await expect(dialog).toContainText('Authorized');
    await expect(dialog).toContainText('Name: X-Requested-With');
    await expect(dialog).toContainText('sends the value XMLHttpRequest');
    await expectNoViolations(page, { include: '.modal-ux' });
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();
  });

  test('a refused call is shown beside the 404 it earns, not among the request examples', async ({ page }) => {
    await openDocs(page);
    const path = '/commecial-water-waste/waste-info/submit';
    await operation(page, 'POST', path).click();
    const opened = block(page, path);
    const examples = opened.locator('.opblock-section-request-body .examples-select select');
    await expect(examples.locator('option')).toHaveText([
      'Bins, their size in litres and how often they are collected',
    ]);
    const refusal = opened.locator('tr.response[data-code="404"]');
    await expect(refusal).toContainText('The call that earns this answer');
    await expect(refusal).toContainText('"require_bin": 9');
    await expect(refusal).toContainText('The number of bins must be a whole number from 1 to 4.');
    await expectNoViolationsIn(page, path);
  });
});
