import { expect, gotoHydrated, hydrated, reloadHydrated, test } from './fixtures.ts';
import { holdCode } from './support/held-code.ts';

// What a visitor typed survives a reload in the same tab until it is sent, kept in session storage (never the URL).
test.describe('Typed answers across a reload', { tag: '@phone' }, () => {
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

  test("what was typed before the form's code arrived survives a reload too", async ({ page }) => {
    // The short contact form's island loads after the page: on a slow phone the visitor can type, find the page slow
    // and reload before it arrives. The page's own small script keeps the draft meanwhile (plain-form-draft.ts).
    const release = await holdCode(page, 'islands/ShortContactFormIsland');
    await page.goto('/about-us');
    await hydrated(page, { islands: false });
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Ffion Hughes');
    await expect(page.locator('astro-island[ssr]').filter({ has: name })).toHaveCount(1);
    await page.reload();
    await hydrated(page, { islands: false });
    await expect(name).toHaveValue('Ffion Hughes');
    release();
    // From here the form's own draft keeps it.
    await reloadHydrated(page);
    await expect(name).toHaveValue('Ffion Hughes');
    expect(page.url()).not.toContain('Ffion');
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

  test('the business loan step 1 keeps its answers until it is saved', async ({ page }) => {
    await gotoHydrated(page, '/business-loan');
    const amount = page.getByRole('textbox', { name: 'How much would you like to borrow?' });
    const term = page.getByRole('combobox', { name: 'Over how long?' });
    const companyName = page.getByRole('textbox', { name: 'Company name' });
    const legalForm = page.getByRole('combobox', { name: "What is your business's legal form?" });
    const postcode = page.getByRole('textbox', { name: 'Post code', exact: true });
    const companyAddress = 'Saffron Row Kitchen Ltd, Ground Floor, 74 Brick Lane, LONDON, E1 6QL';
    await amount.fill('40000');
    await term.selectOption('24 months');
    await companyName.fill('Saffron Row Kitchen Ltd');
    await legalForm.selectOption('limited_company');
    await postcode.fill('E1 6QL');
    await page.getByRole('button', { name: 'Search Address', exact: true }).click();
    await page.getByRole('combobox', { name: 'Company address' }).selectOption(companyAddress);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('textbox', { name: 'Trading name' }).fill('Saffron Row');

    await reloadHydrated(page);
    await expect(amount).toHaveValue('40000');
    await expect(term).toHaveValue('24 months');
    await expect(companyName).toHaveValue('Saffron Row Kitchen Ltd');
    await expect(legalForm).toHaveValue('limited_company');
    await expect(postcode).toHaveValue('E1 6QL');
    await expect(page.getByText(companyAddress)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Trading name' })).toHaveValue('Saffron Row');
    expect(page.url()).not.toContain('Saffron');

    // Saved: the new application's draft is gone, and a reload of the saved step shows what the server holds.
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('#step-heading')).toHaveText('Which category best suits your business ?');
    // Back is a link to step 1 (a page load): its draft is kept once the page's script runs.
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(companyName).toHaveValue('Saffron Row Kitchen Ltd');
    await hydrated(page);
    await companyName.fill('Saffron Row Kitchen Limited');
    await reloadHydrated(page);
    await expect(companyName).toHaveValue('Saffron Row Kitchen Limited');
    await gotoHydrated(page, '/business-loan');
    await expect(companyName).toHaveValue('');
    await expect(amount).toHaveValue('');
  });
});
