// The live parts of the frame on a page moved to islands, without React: the phone menu, the 'Get Free Quotation'
// dropdown, the cookie banner and the footer's 'Cookie settings' (and the logo strips' Pause, logo-strip-toggle.ts). They run the markup the React components render
// (SiteHeader, QuotationMenu, CookieBanner, SiteFooter) as those components do on every other page, so a press is
// never lost to code still on its way: this script is small and loads with the page.
import { FILL_TIME_FIELD, type CookieConsent } from '@sme/domain';
import { isAttributed } from '../../attribution/visit-params.ts';
import { noteVisit, visitFields, withVisit } from '../../attribution/visit.ts';
import { keepPlainFormDraft } from '../../forms/plain-form-draft.ts';
import { runLogoStripToggles } from '../../ui/logo-strip-toggle.ts';
import {
  chooseConsent,
  currentChoiceText,
  openConsentSettings,
  readConsent,
  seedConsent,
  subscribeConsent,
} from '../../consent/consent-store.ts';

function toggleHidden(element: Element | null, hidden: boolean) {
  element?.classList.toggle('hidden', hidden);
}

/** The phone menu: its button shows and hides the navigation (SiteHeader). */
function runSiteMenu() {
  const button = document.querySelector<HTMLButtonElement>('header button[aria-controls="site-navigation"]');
  const navigation = document.getElementById('site-navigation');
  if (!button || !navigation) return;
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    navigation.classList.toggle('hidden', !open);
    navigation.classList.toggle('flex', open);
    toggleHidden(button.querySelector('[data-menu-icon="closed"]'), open);
    toggleHidden(button.querySelector('[data-menu-icon="open"]'), !open);
  });
}

/** 'Get Free Quotation': Escape or a press outside closes it, and Escape gives the focus back (QuotationMenu). */
function runQuotationMenu() {
  const container = document.querySelector<HTMLElement>('[data-quotation-menu]');
  const button = container?.querySelector<HTMLButtonElement>('button[aria-controls]');
  const list = button && document.getElementById(button.getAttribute('aria-controls')!);
  if (!container || !button || !list) return;
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
    button.querySelector('svg')?.classList.toggle('rotate-180', open);
  };
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('pointerdown', (event) => {
    if (!list.hidden && !container.contains(event.target as Node)) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || list.hidden) return;
    setOpen(false);
    button.focus();
  });
}

/**
 * The cookie banner: shown until the visitor chooses, and again from 'Cookie settings'. The page holds its markup as
 * the banner reopens (a template, see PublicPage.astro); the choice goes to the page's store, which the popup's
 * island reads too.
 */
function runCookieBanner(rendered: CookieConsent | undefined) {
  seedConsent({ consent: rendered, settingsOpen: false });
  const template = document.querySelector<HTMLTemplateElement>('template[data-cookie-banner-template]');
  const place = (banner: Element) => {
    for (const button of banner.querySelectorAll<HTMLButtonElement>('[data-consent-choice]')) {
      button.addEventListener('click', () => chooseConsent(button.dataset.consentChoice as CookieConsent));
    }
  };
  const shown = () => document.querySelector('[data-cookie-banner]');
  const firstVisit = shown();
  if (firstVisit) place(firstVisit);
  subscribeConsent(() => {
    const { consent, settingsOpen } = readConsent()!;
    const banner = shown();
    if (consent !== undefined && !settingsOpen) return banner?.remove();
    if (banner || !template || consent === undefined) return;
    const reopened = template.content.firstElementChild!.cloneNode(true) as Element;
    reopened.querySelector('[data-current-choice]')!.textContent = currentChoiceText(consent);
    place(reopened);
    template.after(reopened);
  });
  document.querySelector('[data-cookie-settings]')?.addEventListener('click', openConsentSettings);
}

/**
 * A form before its island's code arrives: a lead form's draft is kept from the start, and sent as a plain form (the
 * island sends it itself once it has) a form carries what the island would have sent besides its fields: how long
 * the page was open (a lead form's bot trap) and where the visit came from, which the server carries on to the next
 * page (a quote flow's step, the postcode form's GET to its flow).
 */
function runPlainForms() {
  // What is typed is kept for a reload from the start, not from when the form's island arrives.
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-draft]')) keepPlainFormDraft(form);
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    const openFor = form.elements.namedItem(FILL_TIME_FIELD);
    if (openFor instanceof HTMLInputElement) openFor.value = String(Math.round(performance.now()));
    // Only to this site; in a GET's address only a visit with an attribution of its own, as a link carries it.
    const visit = visitFields();
    const toThisSite = new URL(form.action, window.location.href).origin === window.location.origin;
    if (!toThisSite || (form.method !== 'post' && !isAttributed(visit))) return;
    for (const [name, value] of Object.entries(visit)) {
      if (value === undefined || form.elements.namedItem(name)) continue;
      const field = Object.assign(document.createElement('input'), { type: 'hidden', name, value });
      form.append(field);
    }
  });
}

/**
 * A link to another page of the site carries the visit's attribution on (withVisit): a page load would lose it. React's
 * links in the islands load pages through the same helper (PageProviders.tsx).
 */
function carryVisitOnLinks() {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (event.defaultPrevented || !(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const carried = withVisit(link.href);
    if (carried !== link.href) link.href = carried;
  });
}

// The choice the server rendered with (PublicPage.astro writes it on <html>), and where this visit came from, noted
// as the page loads: a form sent from this page carries it.
const rendered = (document.documentElement.dataset.consent || undefined) as CookieConsent | undefined;
noteVisit(rendered);
runSiteMenu();
runQuotationMenu();
runCookieBanner(rendered);
runPlainForms();
runLogoStripToggles();
carryVisitOnLinks();
// The frame answers: what a visitor presses now works (the browser tests wait for this, as on every page).
document.documentElement.dataset.hydrated = '';
