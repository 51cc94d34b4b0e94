import { expect, gotoHydrated, test } from './fixtures.ts';

test.describe('Site layout', { tag: '@phone' }, () => {
  test('top bar shows the address, phone, e-mail and social links', async ({ page, isMobile }) => {
    await gotoHydrated(page, '/contact');
    const banner = page.getByRole('banner');
    if (!isMobile) await expect(banner.getByText('71-75 Shelton Street, London WC2H 9JQ')).toBeVisible();
    await expect(banner.getByRole('link', { name: '0333 880 1234' })).toHaveAttribute('href', 'tel:03338801234');
    await expect(banner.getByRole('link', { name: 'hello@smecompare.co.uk' })).toHaveAttribute(
      'href',
      'mailto:hello@smecompare.co.uk',
    );
    for (const network of ['Facebook', 'LinkedIn', 'Instagram', 'X']) {
      await expect(banner.getByRole('link', { name: `${network} (opens in a new tab)` })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
  });

  test('navigation links and the Get Free Quotation dropdown, by keyboard', async ({ page, isMobile }) => {
    await gotoHydrated(page, '/contact');
    if (isMobile) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected: [string, string][] = [
      ['Home', '/'],
      ['Business Energy', '/utility'],
      ['Business Funding', '/bussiness'],
      ['About Us', '/about-us'],
      ['Contact Us', '/contact'],
      ['Affiliate', '/build-your-career'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');

    const quotation = nav.getByRole('button', { name: 'Get Free Quotation' });
    await expect(quotation).toHaveAttribute('aria-expanded', 'false');
    await quotation.focus();
    await page.keyboard.press('Enter');
    await expect(quotation).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Commercial Gas' })).toHaveAttribute('href', '/comercial-utility');
    await expect(nav.getByRole('link', { name: 'Commercial Electricity' })).toHaveAttribute(
      'href',
      '/comercial-utility',
    );
    await expect(nav.getByRole('link', { name: 'Business Loan' })).toHaveAttribute('href', '/business-loan');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Commercial Gas' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(quotation).toHaveAttribute('aria-expanded', 'false');
    await expect(quotation).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Commercial Gas' })).toBeHidden();
  });

  test('navigating goes to the page, sets its title and starts at the top', async ({ page, isMobile }) => {
    await gotoHydrated(page, '/blogs');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle('Contact Us | SME Compare');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    if (isMobile) await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('footer: quick links, learn more, privacy policy, office hours and the broker statements', async ({ page }) => {
    await gotoHydrated(page, '/blogs');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Quick links' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Learn more' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByText('Monday to Friday 09:00 to 18:00')).toBeVisible();
    await expect(footer.getByText(/paid commission by the supplier you choose/)).toBeVisible();
    await expect(footer.getByText(/We are a credit broker, not a lender/)).toBeVisible();
  });

  test('the floating chat button opens the chat app in a new tab', async ({ page }) => {
    await gotoHydrated(page, '/blogs');
    const chat = page.getByRole('link', { name: 'Chat with us (opens in a new tab)' });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', 'https://wa.me/443338801234');
    await expect(chat).toHaveAttribute('target', '_blank');
  });

  test('the home page carries the default title from the energy claim', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page).toHaveTitle('Reduce business gas and electricity costs by up to 40% | SME Compare');
  });
});
