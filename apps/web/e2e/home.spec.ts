import type { Page } from '@playwright/test';
import { dismissDialog, expect, gotoHydrated, test } from './fixtures.ts';
import { expectRefusedInDialog, fillTextboxes, storedEnquiry, textbox, uniqueEmail } from './support/forms.ts';
import { expectNoViolations } from './axe.ts';

const storyNames = ['Priya', 'Gareth', 'Aisha'];

const hero = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
const carousel = (page: Page) => page.getByRole('region', { name: 'Customer stories' });
const dot = (page: Page, n: number) => carousel(page).getByRole('button', { name: `Show testimonial ${n} of 3` });

/** Slide n is the one shown, the only one assistive technology sees, and its dot is marked current. */
async function expectSlide(page: Page, n: number) {
  const slides = carousel(page).getByRole('group');
  await expect(slides).toHaveCount(1);
  await expect(slides).toHaveAccessibleName(`${n} of 3`);
  await expect(slides).toBeVisible();
  await expect(slides).toContainText(storyNames[n - 1]!);
  await expect(dot(page, n)).toHaveAttribute('aria-current', 'true');
}

/** Clicks dot n and takes the mouse away again: slide n is the one shown. */
async function clickDot(page: Page, n: number) {
  await dot(page, n).click();
  await moveMouseAway(page);
  await expectSlide(page, n);
}

/** Once ms more have passed on the paused clock, slide n is the one shown. */
async function expectSlideAfter(page: Page, ms: number, n: number) {
  await page.clock.fastForward(ms);
  await expectSlide(page, n);
}

/**
 * Opens the home page on a fake clock, stops the clock so every fastForward below is exact, then restarts the
 * rotation from slide 1 with its first dot: how long hydration took (seconds on a busy machine) no longer matters.
 */
async function openWithClock(page: Page) {
  await page.clock.install();
  await gotoHydrated(page, '/');
  // The carousel is an island whose code comes when it comes into view; its buttons wait for it.
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(dot(page, 1)).toBeEnabled();
  // The clock runs until it is paused: aim far enough ahead that a busy machine cannot overtake the target
  // (the rotation it fast-forwards through is restarted by the dot click below).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000));
  await clickDot(page, 1);
}

/** Takes the mouse off the carousel (a resting mouse pauses it). */
const moveMouseAway = (page: Page) => page.mouse.move(1, 1);

test.describe('Home page', () => {
  test('shows the hero with the claims and the default title', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page).toHaveTitle('Reduce business gas and electricity costs by up to 40% | SME Compare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Power Your Business with Smart Savings');
    const top = hero(page);
    await expect(top).toContainText('Reduce your business gas and electricity costs by up to 40%');
    await expect(top).toContainText('Over 2000 businesses helped');
    // A claim that credit is open to those refused elsewhere stands only beside the representative example.
    await expect(top).not.toContainText('refused elsewhere');
    await expect(top).toContainText('A panel of vetted UK suppliers');
    await expect(top).toContainText('No obligation and a free comparison');
  });

  test(
    'the free comparison button reveals the three choices for good and moves focus to the first',
    { tag: '@phone' },
    async ({ page }) => {
      await gotoHydrated(page, '/');
      const top = hero(page);
      const button = top.getByRole('button', { name: 'Get Your Free Comparison Today' });
      await expect(button).toBeVisible();
      // No choice yet: the hero's only links take its figure claims to their evidence.
      await expect(top.locator('a:visible:not([href^="/our-figures#"])')).toHaveCount(0);
      await expect(top.getByRole('link', { name: 'Over 2000 businesses helped' })).toHaveAttribute(
        'href',
        '/our-figures#businesses-helped',
      );
      await expect(top.getByRole('link', { name: 'up to 40%' })).toHaveAttribute('href', '/our-figures#energy-savings');

      await button.click();
      await expect(button).toHaveCount(0);
      const choices = top.getByRole('list', { name: 'What would you like to compare?' }).getByRole('link');
      await expect(choices).toHaveCount(3);
      await expect(choices.nth(0)).toHaveAccessibleName(/^Commercial Gas/);
      // Spec: gas and electricity lead to /comercial-utility; the query carries the choice to the Service step.
      await expect(choices.nth(0)).toHaveAttribute('href', '/comercial-utility?service=gas');
      await expect(choices.nth(1)).toHaveAccessibleName(/^Commercial Electricity/);
      await expect(choices.nth(1)).toHaveAttribute('href', '/comercial-utility?service=electricity');
      await expect(choices.nth(2)).toHaveAccessibleName(/^Business Loan/);
      await expect(choices.nth(2)).toHaveAttribute('href', '/business-loan');
      await expect(choices.nth(0)).toBeFocused();
      await expect(top.getByRole('status')).toHaveText(/Commercial Gas, Commercial Electricity or Business Loan/);
      await expect(top.getByTestId('energy-disclosure')).toBeVisible();
      await expect(top.getByTestId('funding-disclosure')).toBeVisible();
    },
  );

  // On a phone the choices open below the fold: a visitor who tapped with the button at the window's lower edge saw
  // nothing happen and tapped again. Now the question and its three choices come into view, at 390 px and at 320.
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(
      `the choices come into view after the tap, focus on the first (${reducedMotion === 'reduce' ? 'reduced motion' : 'motion'})`,
      { tag: '@phone' },
      async ({ page }, testInfo) => {
        await page.emulateMedia({ reducedMotion });
        const sizes = testInfo.project.name === 'phone' ? [null, { width: 320, height: 640 }] : [null];
        for (const size of sizes) {
          if (size) await page.setViewportSize(size);
          await gotoHydrated(page, '/');
          const top = hero(page);
          const button = top.getByRole('button', { name: 'Get Your Free Comparison Today' });
          // Where a visitor scrolling down first meets it: at the bottom of the window.
          await button.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
          await button.click();
          const question = top.getByText('What would you like to compare?');
          const list = top.getByRole('list', { name: 'What would you like to compare?' });
          const choices = list.getByRole('link');
          if (reducedMotion === 'reduce') {
            // No animation: in view at once, not after a smooth scroll.
            const inView = await list.evaluate((list) => {
              const box = list.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= window.innerHeight;
            });
            expect(inView).toBe(true);
          }
          await expect(question).toBeInViewport({ ratio: 1 });
          for (const choice of await choices.all()) await expect(choice).toBeInViewport({ ratio: 1 });
          await expect(choices.nth(0)).toBeFocused();
        }
      },
    );
  }

  test('What We Do offers a quote request and a phone call', async ({ page }) => {
    await gotoHydrated(page, '/');
    const section = page.getByRole('region', { name: 'What We Do' });
    await expect(section.getByRole('link', { name: 'Request A Quote' })).toHaveAttribute('href', '/comercial-utility');
    await expect(section.getByRole('link', { name: /^Call Us/ })).toHaveAttribute('href', 'tel:03338801234');
    await expect(section.getByRole('link', { name: /^Call Us/ })).toContainText('0333 880 1234');
    await expect(section.getByTestId('energy-disclosure')).toBeVisible();
  });

  test('How it works lists the four steps in order', async ({ page }) => {
    await gotoHydrated(page, '/');
    const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Tell us what you need',
      'We run the comparison',
      'Free consultation',
      'Start saving',
    ]);
  });

  test.describe('Testimonial carousel', () => {
    test('starts on slide 1, turns every 4 seconds and wraps from 3 to 1', async ({ page }) => {
      await openWithClock(page);
      await expectSlide(page, 1);
      await expectSlideAfter(page, 4000, 2);
      await expectSlideAfter(page, 3900, 2);
      await expectSlideAfter(page, 100, 3);
      await expectSlideAfter(page, 4000, 1);
    });

    test('a dot jumps to its slide and restarts the timer', async ({ page }) => {
      await openWithClock(page);
      await expectSlideAfter(page, 4000, 2);
      // 3 s into slide 2's 4 s, jump to slide 3.
      await page.clock.fastForward(3000);
      await clickDot(page, 3);
      // Without the restart it would have turned 1 s later.
      await expectSlideAfter(page, 3900, 3);
      await expectSlideAfter(page, 100, 1);
    });

    test('pauses while the mouse rests on it', async ({ page }) => {
      await openWithClock(page);
      await expectSlideAfter(page, 4000, 2);
      await carousel(page).getByRole('group').hover();
      await expectSlideAfter(page, 12000, 2);
      await moveMouseAway(page);
      await expectSlideAfter(page, 4000, 3);
    });

    test('pauses while keyboard focus is inside it', async ({ page }) => {
      await openWithClock(page);
      await expectSlideAfter(page, 4000, 2);
      await dot(page, 1).focus();
      await page.keyboard.press('Tab');
      await expect(dot(page, 2)).toBeFocused();
      await expectSlideAfter(page, 12000, 2);
      // Tab past the last dot: focus leaves, rotation resumes.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(dot(page, 3)).not.toBeFocused();
      await expectSlideAfter(page, 4000, 3);
    });

    test('the Pause button stops it until Play', async ({ page }) => {
      await openWithClock(page);
      await carousel(page)
        .getByRole('button', { name: /^Pause/ })
        .click();
      await moveMouseAway(page);
      await expectSlideAfter(page, 12000, 1);
      await carousel(page).getByRole('button', { name: /^Play/ }).click();
      await moveMouseAway(page);
      await expectSlideAfter(page, 4000, 2);
    });

    test('never turns by itself for visitors who prefer reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openWithClock(page);
      await expectSlide(page, 1);
      await expectSlideAfter(page, 12000, 1);
      await expect(carousel(page).getByRole('button', { name: /^Pause/ })).toHaveCount(0);
      // The dots still work.
      await clickDot(page, 3);
      await expectSlideAfter(page, 12000, 3);
    });
  });

  test.describe('Quote request form', () => {
    const form = (page: Page) => page.getByRole('region', { name: 'Request a free quote' });
    const box = (page: Page, name: string) => textbox(form(page), name);

    test('asks for the required fields in a dialog and sends nothing', async ({ page }) => {
      await gotoHydrated(page, '/');
      await expect(form(page).getByTestId('energy-disclosure')).toBeVisible();
      await fillTextboxes(form(page), { Name: 'Jo Bloggs', Phone: '07700 900123' });
      await expectRefusedInDialog(
        page,
        form(page).getByRole('button', { name: 'Send Message' }),
        ['Please fill out the required fields!', 'Name, Phone, and Business Name are required.'],
        'forms',
      );
      await expect(box(page, 'Name')).toHaveValue('Jo Bloggs');
    });

    test('thanks the visitor, clears the form and stores the enquiry from the home page', async ({
      page,
      staff,
    }, testInfo) => {
      await gotoHydrated(page, '/');
      const email = uniqueEmail(testInfo, 'priya', 'corner-cafe.co.uk');
      await fillTextboxes(form(page), {
        Name: 'Priya Shah',
        Email: email,
        Phone: '07700 900321',
        'Business Name': 'Corner Café',
        'Business Address': '12 High Street, Leicester LE1 5YA',
        Message: 'Electricity contract ends in March.',
      });
      await form(page).getByRole('button', { name: 'Send Message' }).click();
      await dismissDialog(page, 'Thank you for reaching out!', "We'll be in touch soon.");
      await expect(box(page, 'Name')).toHaveValue('');
      await expect(box(page, 'Business Name')).toHaveValue('');
      expect(await storedEnquiry(staff, email)).toEqual({
        Name: 'Priya Shah',
        Phone: '07700 900321',
        'Business name': 'Corner Café',
        'Business address': '12 High Street, Leicester LE1 5YA',
        Message: 'Electricity contract ends in March.',
        'Sent from the page': 'home',
      });
    });
  });

  test('Join Our Team describes the affiliate programme and links to it', async ({ page }) => {
    await gotoHydrated(page, '/');
    const section = page.getByRole('region', { name: 'Join Our Team' });
    for (const benefit of [
      'registration',
      'Training',
      'marketing materials',
      '24/7 support',
      'earnings report portal',
    ]) {
      await expect(section).toContainText(benefit);
    }
    await expect(section.getByRole('link', { name: 'Become a partner' })).toHaveAttribute('href', '/build-your-career');
  });

  test('shows the newest blog posts as cards', async ({ page }) => {
    await gotoHydrated(page, '/');
    const cards = page.getByRole('region', { name: 'Latest from our blog' }).getByTestId('blog-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', /^\/blog-details\//);
  });

  test('has no accessibility violations, before and after the reveal', { tag: '@phone' }, async ({ page }) => {
    test.slow(); // two full axe runs
    await gotoHydrated(page, '/');
    // The page's own content: the shared layout is checked by accessibility.spec.ts.
    const check = () => expectNoViolations(page, { include: 'main' });
    await check();
    await page.getByRole('button', { name: 'Get Your Free Comparison Today' }).click();
    await check();
  });

  test('nothing overflows horizontally', { tag: '@phone' }, async ({ page }) => {
    await gotoHydrated(page, '/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
  });
});
