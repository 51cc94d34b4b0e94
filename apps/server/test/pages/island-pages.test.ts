import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { postUrlTitle } from '@sme/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { byRole, byTag, descendants, parseHtml, type Element } from './markup.ts';
import { siteForSuite } from './site.ts';
import { islandsBuild } from '../../src/http/island-pages.ts';
import { webDir } from '../../src/http/web-build.ts';

// Every public page is an islands page (apps/web/src/islands): HTML with only its live parts' code, each loaded when
// it is wanted, within the budgets (docs/decisions/public-site-islands.md). What each page says is the spec's, checked
// page by page (marketing-pages, policy-and-more, about-and-career, not-found and the flows' tests; the browser suite).
const islands = siteForSuite();
// The energy wizard's later steps are a lead's: the same one in both sites' databases.
const energyLead = '5f1d7c2a-3b4e-4c6d-8e9f-0a1b2c3d4e5f';
const energyStep = (step: string) => `/comercial-utility/main/E1%206QL?step=${step}&id=${energyLead}`;
// And water and waste's pages after the address: one for water, one for waste.
const waterLead = '6a2e8d3b-4c5f-4d7e-9fa0-1b2c3d4e5f60';
const wasteLead = '7b3f9e4c-5d6a-4e8f-8ab1-2c3d4e5f6071';
const waterStep = (page: string, id = waterLead) => `/commercial-water-waste/${page}/${id}`;
// The energy lead's booking screen.
const bookingScreen = `/calendly/commercial-utility/${energyLead}`;
beforeAll(async () => {
  const premises = { postCode: 'E1 6QL', fullAddress: 'Unit 4, 12 Brick Lane, London, E1 6QL' };
  {
    await islands.db.prisma.guestLead.createMany({
      data: [
        {
          id: energyLead,
          flow: 'energy',
          ...premises,
          businessName: 'Brick Lane Bakery Ltd',
          service: 'gas_and_electricity',
        },
        { id: waterLead, flow: 'water_waste', ...premises, businessName: 'Brick Lane Laundry Ltd', service: 'water' },
        { id: wasteLead, flow: 'water_waste', ...premises, businessName: 'Brick Lane Bistro Ltd', service: 'waste' },
      ],
    });
  }
});
// Pages whose only live parts are the frame's (the menu, the dropdown, the cookie banner): their budget is 15 kB.
// An address no page has, or a booking for no flow, is the 404 page: the frame's too.
const unknownPaths = ['/no-such-page', '/calendly/no-such-flow/00000000-0000-4000-8000-000000000000'];
const framePaths = [
  '/privacy-policy',
  '/our-figures',
  '/blogs',
  '/blogs?page=2',
  '/blog-details/no-such-post',
  ...unknownPaths,
];
// Pages with an embed that waits for consent: the frame's budget does not apply (React for the embed's island).
const embedPaths = ['/social-sponge-ifram'];
// Pages with a form: their budget is 75 kB. A lead form posts to its own id on the page (the answer opens there); a
// flow's step to the page itself (the answer is the next step, or this one again with its problems at the top).
const contactForm = { label: 'Enquiry form', island: 'ContactFormIsland' };
const formOf: Record<string, { label: string; island: string; step?: true; method?: 'get'; answersAt?: string }> = {
  '/': contactForm,
  '/bussiness': contactForm,
  '/contact': contactForm,
  '/utility': contactForm,
  '/payment-solution': contactForm,
  '/get-free-consultancy': contactForm,
  '/about-us': { label: 'Enquiry form', island: 'ShortContactFormIsland' },
  '/build-your-career': { label: 'Partner registration', island: 'RegistrationFormIsland' },
  '/business-loan': { label: 'Let us know your basic information', island: 'LoanBasicStepIsland', step: true },
  // A postcode form is a GET to the landing page, which the server answers with the wizard's first step.
  '/comercial-utility': { label: 'Start with your postcode', island: 'PostcodeStartIsland', method: 'get' },
  '/comercial-utility/main/E1%206QL': {
    label: "Let's find your address",
    island: 'GuestAddressStepIsland',
    step: true,
  },
  '/comercial-utility/main/ZZ1%201ZZ': {
    label: "Let's find your address",
    island: 'GuestAddressStepIsland',
    step: true,
  },
  [energyStep('business')]: { label: 'Great, we found your address!', island: 'EnergyBusinessStepIsland', step: true },
  [energyStep('service')]: { label: 'What would you like to compare?', island: 'EnergyServiceStepIsland', step: true },
  [energyStep('supplier')]: {
    label: 'Please select your current supplier',
    island: 'EnergySupplierStepIsland',
    step: true,
  },
  '/commercial-water-waste': { label: 'Start with your postcode', island: 'PostcodeStartIsland', method: 'get' },
  '/commercial-water-waste/select-address/E1%206QL': {
    label: "Let's find your address",
    island: 'GuestAddressStepIsland',
    step: true,
  },
  [waterStep('bussiness-name')]: {
    label: 'Great, we found your address!',
    island: 'WaterBusinessStepIsland',
    step: true,
  },
  [waterStep('select-service')]: {
    label: 'What would you like to compare?',
    island: 'WaterServiceStepIsland',
    step: true,
  },
  [waterStep('average-water-usage')]: {
    label: 'What is your average annual water usage?',
    island: 'WaterUsageStepIsland',
    step: true,
  },
  [waterStep('get-waste-info', wasteLead)]: {
    label: 'Tell us about your waste',
    island: 'WasteInfoStepIsland',
    step: true,
  },
  '/merchant-service': { label: 'Merchant service', island: 'MerchantServiceIsland', step: true },
  // The booking screen's callback request: the page opens at the request, whose confirmation replaces the form.
  [bookingScreen]: { label: 'Prefer we call you?', island: 'BookingActionsIsland', answersAt: 'callback-request' },
};
// 'Choose your product' for an application each site's database holds (made below, with this id), unfiltered and
// filtered by the address (the filter's id is the seed's first term).
const chooserId = '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f';
const chooserPaths = [
  `/merchant-service/choose-product/${chooserId}`,
  `/merchant-service/choose-product/${chooserId}?term_id=1`,
];
for (const path of chooserPaths) formOf[path] = { label: 'Card machines', island: 'ProductChooserIsland', step: true };
{
  beforeAll(async () => {
    await islands.db.prisma.cashAdvanceApplication.create({
      data: {
        id: chooserId,
        locationData: [],
        takePayment: 'face_to_face',
        businessLocation: 'store',
        businessName: 'Island Chooser Deli',
        cardProvider: 'Dojo',
      },
    });
  });
}
// Two of the shipped posts (the seed): one on card payments, one on energy and water, each with its own offers.
const shippedPosts = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../prisma/seed/blog/posts.json'), 'utf8'),
) as { title: string }[];
const postPaths = [/card payment machine/i, /have ready before you switch/i].map((about) => {
  const post = shippedPosts.find(({ title }) => about.test(title))!;
  return `/blog-details/${postUrlTitle(post.title)}`;
});
for (const path of postPaths) formOf[path] = { label: 'Enquiry form', island: 'ShortContactFormIsland' };
const formPaths = Object.keys(formOf);
const movedPaths = [...framePaths, ...embedPaths, ...formPaths];

/** What needs React on each moved page, as islands, and when each loads. */
const frameOverlays = { name: 'FrameOverlays', client: 'idle' };
const islandsOf: Record<string, { name: string; client: string }[]> = {
  '/privacy-policy': [frameOverlays],
  '/our-figures': [frameOverlays],
  '/blogs': [frameOverlays],
  '/blogs?page=2': [frameOverlays],
  '/social-sponge-ifram': [{ name: 'FacebookFeedIsland', client: 'idle' }, frameOverlays],
  '/contact': [
    { name: 'ContactFormIsland', client: 'idle' },
    { name: 'ContactMapIsland', client: 'idle' },
    frameOverlays,
  ],
  '/get-free-consultancy': [{ name: 'ContactFormIsland', client: 'idle' }, frameOverlays],
  '/utility': [{ name: 'ContactFormIsland', client: 'idle' }, frameOverlays],
  '/bussiness': [
    { name: 'LoanCalculatorIsland', client: 'idle' },
    { name: 'ContactFormIsland', client: 'idle' },
    frameOverlays,
  ],
  '/': [
    { name: 'TestimonialsIsland', client: 'visible' },
    { name: 'ContactFormIsland', client: 'idle' },
    frameOverlays,
  ],
  '/payment-solution': [{ name: 'ContactFormIsland', client: 'idle' }, frameOverlays],
  '/about-us': [{ name: 'ShortContactFormIsland', client: 'idle' }, frameOverlays],
  '/build-your-career': [{ name: 'RegistrationFormIsland', client: 'idle' }, frameOverlays],
  '/business-loan': [
    { name: 'LoanCalculatorIsland', client: 'idle' },
    { name: 'LoanBasicStepIsland', client: 'idle' },
    frameOverlays,
  ],
  '/comercial-utility': [{ name: 'PostcodeStartIsland', client: 'idle' }, frameOverlays],
  '/comercial-utility/main/E1%206QL': [{ name: 'GuestAddressStepIsland', client: 'idle' }, frameOverlays],
  '/comercial-utility/main/ZZ1%201ZZ': [{ name: 'GuestAddressStepIsland', client: 'idle' }, frameOverlays],
  '/commercial-water-waste': [{ name: 'PostcodeStartIsland', client: 'idle' }, frameOverlays],
  '/commercial-water-waste/select-address/E1%206QL': [
    { name: 'GuestAddressStepIsland', client: 'idle' },
    frameOverlays,
  ],
  [waterStep('bussiness-name')]: [{ name: 'WaterBusinessStepIsland', client: 'idle' }, frameOverlays],
  [waterStep('select-service')]: [{ name: 'WaterServiceStepIsland', client: 'idle' }, frameOverlays],
  [waterStep('average-water-usage')]: [{ name: 'WaterUsageStepIsland', client: 'idle' }, frameOverlays],
  [waterStep('get-waste-info', wasteLead)]: [{ name: 'WasteInfoStepIsland', client: 'idle' }, frameOverlays],
  [energyStep('business')]: [{ name: 'EnergyBusinessStepIsland', client: 'idle' }, frameOverlays],
  [energyStep('service')]: [{ name: 'EnergyServiceStepIsland', client: 'idle' }, frameOverlays],
  [energyStep('supplier')]: [{ name: 'EnergySupplierStepIsland', client: 'idle' }, frameOverlays],
  '/merchant-service': [{ name: 'MerchantServiceIsland', client: 'idle' }, frameOverlays],
  [bookingScreen]: [
    { name: 'BookingPromiseIsland', client: 'idle' },
    { name: 'BookingActionsIsland', client: 'idle' },
    frameOverlays,
  ],
  ...Object.fromEntries(
    chooserPaths.map((path) => [path, [{ name: 'ProductChooserIsland', client: 'idle' }, frameOverlays]]),
  ),
  '/blog-details/no-such-post': [frameOverlays],
  ...Object.fromEntries(unknownPaths.map((path) => [path, [frameOverlays]])),
  ...Object.fromEntries(
    postPaths.map((path) => [
      path,
      [{ name: 'GetQuoteIsland', client: 'idle' }, { name: 'ShortContactFormIsland', client: 'idle' }, frameOverlays],
    ]),
  ),
};

async function open(server: typeof islands, url: string, cookie?: string) {
  const res = await server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { res, document: parseHtml(res.body) };
}

describe.each(movedPaths)('%s as islands', (path) => {
  it('answers with its status, as a page the same for every visitor of that cookie choice', async () => {
    const { res } = await open(islands, path, 'cookie_consent=rejected');
    expect(res.statusCode).toBe(unknownPaths.includes(path) || path === '/blog-details/no-such-post' ? 404 : 200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(res.headers.vary)).toMatch(/\bcookie\b/);
    expect(res.body).toContain('<astro-island');
  });

  it('names each id once, and every id a label, hint or control refers to is on the page', async () => {
    const { document } = await open(islands, path, 'cookie_consent=rejected');
    const elements = [...descendants(document)];
    // Islands render their ids from useId without a prefix of their own (use-island-id.ts): two on one page that
    // made the same id would tie a label or message to the other's field.
    const ids = elements.flatMap((element) => (element.attrs.id ? [element.attrs.id] : []));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const referred = elements.flatMap((element) => [
      ...(element.attrs.for ? [element.attrs.for] : []),
      ...['aria-describedby', 'aria-labelledby', 'aria-controls'].flatMap((name) =>
        element.attrs[name] ? element.attrs[name].split(/\s+/) : [],
      ),
    ]);
    expect(referred.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('loads only its own code, every file of it served, and allows exactly its own inline scripts', async () => {
    const { res, document } = await open(islands, path, 'cookie_consent=rejected');
    const scripts = byTag(document, 'script');
    const files = [
      ...scripts.flatMap((script) => (script.attrs.src ? [script.attrs.src] : [])),
      ...byTag(document, 'link').flatMap((link) => (link.attrs.rel === 'stylesheet' ? [link.attrs.href!] : [])),
      ...byTag(document, 'astro-island').flatMap((island) => [
        island.attrs['component-url']!,
        island.attrs['renderer-url']!,
      ]),
    ];
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      expect(file, 'an islands file').toMatch(/^\/assets\/islands\//);
      const served = await islands.app.inject({ method: 'GET', url: file });
      expect(served.statusCode, file).toBe(200);
      expect(served.headers['cache-control'], file).toContain('immutable');
    }
    // Only what needs React is an island, loaded when the browser is idle or the part is in view; the rest is HTML.
    const islandsOnPage = byTag(document, 'astro-island').map((island) => ({
      name: JSON.parse(island.attrs.opts!).name,
      client: island.attrs.client,
    }));
    expect(islandsOnPage).toEqual(islandsOf[path]);

    const scriptSources = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!.split(' ');
    const inline = scripts.filter((script) => !script.attrs.src && script.attrs.type !== 'application/ld+json');
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      const hash = createHash('sha256').update(script.children.join(''), 'utf8').digest('base64');
      expect(scriptSources).toContain(`'sha256-${hash}'`);
    }
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });
});

/**
 * The files a browser fetches for `entries`: each one and every file it imports statically, read from the built files
 * (Astro writes no manifest of its client build). Dynamic imports load later and are not counted.
 */
function staticClosure(entries: string[]): string[] {
  const { clientDir } = islandsBuild(webDir);
  const files = new Set<string>();
  const visit = (url: string) => {
    if (files.has(url)) return;
    files.add(url);
    const code = readFileSync(join(clientDir, url), 'utf8');
    for (const [, imported] of code.matchAll(
      /\b(?:import|export)\s*(?!\()(?:[^"'();]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      visit(new URL(imported!, `http://site${url}`).pathname);
    }
  };
  for (const entry of entries) visit(entry);
  return [...files];
}

/** The brotli bytes of `entries` and what they import, with a line that names them. */
function weigh(path: string, entries: string[]) {
  const files = staticClosure(entries);
  const { clientDir } = islandsBuild(webDir);
  const bytes = files.reduce((sum, file) => sum + readFileSync(join(clientDir, `${file}.br`)).length, 0);
  const figures = `${path}: ${bytes.toLocaleString('en-GB')} bytes in ${files.length} requests (${files.join(', ')})`;
  console.log(figures);
  return { files, bytes, figures };
}

/** The page's module scripts: what loads with it (the frame's script). */
const pageScripts = (document: Element) =>
  byTag(document, 'script').flatMap((script) =>
    script.attrs.type === 'module' && script.attrs.src ? [script.attrs.src] : [],
  );

describe.each(framePaths)('the first load of %s, whose only live parts are the frame’s', (path) => {
  it('at most 15 kB of script before it answers, none of it React nor the islands’ shared code', async () => {
    const { document } = await open(islands, path, 'cookie_consent=rejected');
    // Islands loaded when the browser is idle come after.
    const entries = pageScripts(document);
    expect(entries.length).toBeGreaterThan(0);
    const { files, bytes, figures } = weigh(path, entries);
    expect(bytes, figures).toBeLessThanOrEqual(15_000);
    // The islands' shared code is one file (apps/web/vite/island-chunks.ts): the frame's script, on every page, must
    // not need it.
    expect(
      files.filter((file) => /react|island-kit/i.test(file)),
      figures,
    ).toEqual([]);
  });
});

describe.each(formPaths)('the first load of %s, a page with a form', (path) => {
  it('at most 75 kB of script until its form is enhanced, and the form answers before any of it', async () => {
    const { document } = await open(islands, path, 'cookie_consent=rejected');
    // The form is a plain form the server answers: with the frame's script alone the page takes it.
    const form = byRole(document, 'form', { name: formOf[path]!.label, exact: true })[0]!;
    expect(form.attrs.method).toBe(formOf[path]!.method ?? 'post');
    // To the page itself, which opens at a lead form with the server's answer; a postcode form to its flow's landing.
    if (!formOf[path]!.method) {
      const { step, answersAt = form.attrs.id } = formOf[path]!;
      expect(form.attrs.action).toBe(step ? undefined : `#${answersAt}`);
    }
    const filesOf = (island: Element) => [island.attrs['component-url']!, island.attrs['renderer-url']!];
    const pageIslands = byTag(document, 'astro-island');
    // Before the page is interactive: its script, then its form's island (React with it). The popup, the chat button
    // and the map's placeholder are not the page's function; they follow when the browser is idle.
    const formIsland = pageIslands.filter((island) => JSON.parse(island.attrs.opts!).name === formOf[path]!.island);
    expect(formIsland).toHaveLength(1);
    const { bytes, figures } = weigh(path, [...pageScripts(document), ...formIsland.flatMap(filesOf)]);
    expect(bytes, figures).toBeLessThanOrEqual(75_000);
    // Everything it loads unasked, for the record (docs/decisions/public-site-islands.md).
    weigh(`${path} with every island`, [...pageScripts(document), ...pageIslands.flatMap(filesOf)]);
  });
});
