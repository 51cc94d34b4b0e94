import { expect, gotoHydrated, test } from './fixtures.ts';

// What a visitor typed survives a reload in the same tab until it is sent, kept in session storage (never the URL).
test.describe('Typed answers across a reload', () => {
  test('the contact form keeps its fields, and forgets them once sent', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rhys Evans');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('029 2018 0002');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Our lease ends in May.');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Rhys Evans');
    await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('029 2018 0002');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Our lease ends in May.');
    expect(page.url()).not.toContain('Rhys');

    await page.getByRole('textbox', { name: 'Business Name', exact: true }).fill('Evans Florists');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('.swal2-popup')).toContainText('Thank you for reaching out!');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  });

  test('the short contact form keeps its fields', async ({ page }) => {
    await gotoHydrated(page, '/about-us');
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Ffion Hughes');
    await page.reload();
    await expect(name).toHaveValue('Ffion Hughes');
  });

  test('the merchant service form keeps its choices and the company name', async ({ page }) => {
    await gotoHydrated(page, '/merchant-service');
    await page.getByRole('radio', { name: 'Dojo' }).check();
    await page.getByRole('radio', { name: 'Face To Face' }).check();
    await page.getByRole('textbox', { name: /registered company name/i }).fill('Harbour Fish Bar Ltd');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Dojo' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Face To Face' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: /registered company name/i })).toHaveValue('Harbour Fish Bar Ltd');
  });
});
