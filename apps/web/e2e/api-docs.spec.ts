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

async function openDocs(page: Page) {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /SME Compare REST API/ })).toBeVisible();
}

test.describe('REST API reference (/api/docs)', () => {
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
    await expectNoViolations(page);
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
    await expectNoViolations(page);
  });
});
