import { describe, expect, it } from 'vitest';
import {
  accessibleName,
  byRole,
  byTag,
  byTestId,
  byText,
  expectLinks,
  expectTexts,
  h1Text,
  shownOne,
  textOf,
  textsOf,
  theOne,
  type Element,
} from './markup.ts';
import { openPage, siteForSuite } from './site.ts';

// Moved from the browser suite (apps/web/e2e/marketing-pages.spec.ts): what these tests check of the marketing pages
// is all in the markup the server sends. Their forms, logo strips and accessibility scans stay in the browser.
const server = siteForSuite();

/** The first blog card of the region named so, shown. */
function expectBlogCard(scope: Element, region: string) {
  const [first] = byTestId(theOne(byRole(scope, 'region', { name: region }), region), 'blog-card');
  expect(first, `a blog card in ${region}`).toBeDefined();
  shownOne([first!], `the first blog card in ${region}`);
}

describe('Utility page', () => {
  const utilityPage = () => openPage(server, '/utility');

  it('shows the energy claim, why-choose reasons and hero links', async () => {
    const { title, body, main } = await utilityPage();
    expect(title).toBe('Business Energy | SME Compare');
    expect(h1Text(body)).toBe('Reduce your business gas and electricity costs by up to 40%');
    for (const name of ['Why choose us for your business utilities', 'A panel of vetted UK suppliers']) {
      shownOne(byRole(body, 'heading', { name }), name);
    }
    expectLinks(main, { 'Get a free quote': '/contact', 'Compare energy prices': '/comercial-utility' });
  });

  it('shows Silver, Gold (Recommended) and Platinum with ticks and crosses read out', async () => {
    const { body, main } = await utilityPage();
    const tiers = byTestId(main, /^tier-/);
    expect(textsOf(tiers.flatMap((tier) => byRole(tier, 'heading', { level: 3 })))).toEqual([
      'Silver',
      'Gold',
      'Platinum',
    ]);
    const tier = (name: string) => theOne(byTestId(body, `tier-${name}`), `tier-${name}`);
    shownOne(byText(tier('gold'), 'Recommended', { exact: true }), 'Recommended');
    expect(textOf(tier('silver'))).not.toContain('Recommended');
    expect(textOf(tier('platinum'))).not.toContain('Recommended');

    const feature = (name: string, feature: string) =>
      textOf(
        theOne(
          byRole(tier(name), 'listitem').filter((item) => textOf(item).toLowerCase().includes(feature.toLowerCase())),
          `${feature} in ${name}`,
        ),
      );
    expect(feature('silver', 'Electricity and gas price comparison')).toBe(
      'Included: Electricity and gas price comparison',
    );
    expect(feature('silver', 'Dedicated account manager')).toBe('Not included: Dedicated account manager');
    expect(feature('gold', 'Water and waste contract review')).toBe('Included: Water and waste contract review');
    expect(feature('gold', 'Dedicated account manager')).toBe('Not included: Dedicated account manager');
    expect(feature('platinum', 'Dedicated account manager')).toBe('Included: Dedicated account manager');

    expectLinks(main, {
      'Ask about Silver': '/contact',
      'Ask about Gold': '/contact',
      'Ask about Platinum': '/contact',
    });
  });

  it('links each service tile to the contact page', async () => {
    const { main } = await utilityPage();
    expectLinks(
      main,
      { 'Commercial Electricity': '/contact', 'Commercial Gas': '/contact', 'Commercial Water & Waste': '/contact' },
      { exact: true },
    );
  });

  it('shows the energy blog cards under their title', async () => {
    const { body } = await utilityPage();
    const name = 'Find business energy efficiency grants and schemes';
    const section = theOne(byRole(body, 'region', { name }), name);
    expect(textOf(theOne(byRole(section, 'heading', { level: 2 }), 'its h2'))).toBe(name);
    expectBlogCard(body, name);
  });
});

describe('Payment page', () => {
  const paymentPage = () => openPage(server, '/payment-solution');

  it('shows the reliability and support claims', async () => {
    const { title, body, main } = await paymentPage();
    expect(title).toBe('Payment Solutions | SME Compare');
    expect(h1Text(body)).toBe('Card payments that keep your business trading');
    for (const claim of ['Dual Wi-Fi and 4G', '10-hour battery', '24/7 technical support']) {
      shownOne(byRole(main, 'heading', { name: claim, exact: true }), claim);
    }
    // The terminal claims come from the catalogue: each says how many machines list it (the seeded catalogue: 4G and
    // Wi-Fi on 5 of 14, the battery on 3), and none claims uptime, which no machine lists.
    const tiles = textsOf(byTestId(body, 'reliability-tile'));
    expect(tiles).toHaveLength(2);
    expect(tiles[0]).toMatch(/^Dual Wi-Fi and 4GOn 5 of the 14 card machines we compare: /);
    expect(tiles[1]).toMatch(/^10-hour batteryOn 3 of the 14 card machines we compare: /);
    expect(textOf(main)).not.toContain('uptime');
    expectTexts(main, ['the account helpline is open Monday to Sunday 8am to 6pm']);
  });

  it('shows the four benefit tiles', async () => {
    const { body } = await paymentPage();
    const headings = byTestId(body, 'benefit-tile').flatMap((tile) => byRole(tile, 'heading'));
    expect(textsOf(headings)).toEqual([
      'Dependability',
      'Seamless Service',
      'Anywhere anytime',
      'Support and Reliability',
    ]);
  });

  it('links the quote buttons to the card machines flow and to the enquiry form', async () => {
    const { main } = await paymentPage();
    expectLinks(main, {
      'Get a free quote': '/merchant-service',
      'Compare card machines': '/merchant-service',
      'Talk to us first': '#payment-quote',
    });
  });

  it('shows the payment blog cards', async () => {
    expectBlogCard((await paymentPage()).body, 'Latest from our blog');
  });
});

describe('Business funding page', () => {
  const fundingPage = () => openPage(server, '/bussiness');

  it('shows the loan and cash advance claims', async () => {
    const { title, body } = await fundingPage();
    expect(title).toBe('Business Funding | SME Compare');
    expect(h1Text(body)).toBe('Business funding up to £1 million');
    const list = (name: string) => theOne(byRole(body, 'list', { name }), name);
    for (const claim of ['Loans up to £1 million', 'Offers within 48 hours', 'No hidden fees']) {
      shownOne(byText(list('Business loans'), claim, { exact: true }), claim);
    }
    // How likely credit is stands only beside the representative example (the calculator, with loan figures).
    expect(byText(body, /90% acceptance|turned down/)).toHaveLength(0);
    for (const claim of ['Instant cashflow', '95% approval success', 'Offers in under 24 hours']) {
      shownOne(byText(list('Merchant cash advance'), claim, { exact: true }), claim);
    }
  });

  it('links Request A Quote and the cards to the contact page and the loan wizard', async () => {
    const { main } = await fundingPage();
    expectLinks(main, { 'Request A Quote': '/contact', 'Contact us': '/contact' }, { exact: true });
    expectLinks(main, {
      'Apply for a business loan': '/business-loan',
      'Start your application': '/business-loan',
    });
  });

  it('embeds the two videos with English captions', async () => {
    const { body } = await fundingPage();
    for (const [title, name] of [
      ['How business loans work', 'business-loans-explained'],
      ['How a merchant cash advance works', 'merchant-cash-advance-explained'],
    ] as const) {
      shownOne(byRole(body, 'heading', { name: title }), title);
      const video = theOne(
        byTag(body, 'video').filter((candidate) =>
          byTag(candidate, 'source').some((source) => source.attrs.src === `/videos/${name}.mp4`),
        ),
        `the video of ${name}.mp4`,
      );
      expect(video.attrs).toMatchObject({ controls: '', preload: 'none', poster: `/videos/${name}.jpg` });
      expect(accessibleName(video)).toBe(title);
      expect(theOne(byTag(video, 'track'), 'its track').attrs).toMatchObject({
        kind: 'captions',
        src: `/videos/${name}.vtt`,
        srclang: 'en',
        label: 'English',
        default: '',
      });
    }
  });

  it('shows the funding blog teaser', async () => {
    expectBlogCard((await fundingPage()).body, 'Latest from our blog');
  });
});
