import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { expect } from 'vitest';

/**
 * A page as the server sends it, before any script runs: the HTML read into a tree of elements and texts, and the
 * few questions the page tests ask of it (elements by role and accessible name, by test id, by text; an element's
 * text and whether it shows), answered by Playwright's rules for names and texts, so a test reads as its browser
 * version did.
 *
 * The HTML is read by parse5, as a browser reads it; the questions are answered here.
 */
export interface Element {
  tag: string;
  attrs: Readonly<Record<string, string>>;
  children: (Element | string)[];
  parent: Element | null;
}

/** Elements whose content is text, never shown as the page's text (noscript: as a browser that runs scripts reads it). */
const rawText = new Set(['script', 'style', 'noscript']);

type ParsedNode = DefaultTreeAdapterMap['childNode'];

/** The document as a browser reads it (parse5, the HTML standard's parser); its root holds the <html> element. */
export function parseHtml(html: string): Element {
  const document: Element = { tag: '#document', attrs: {}, children: [], parent: null };
  const adopt = (nodes: ParsedNode[], parent: Element) => {
    for (const node of nodes) {
      if (node.nodeName === '#text' && 'value' in node) parent.children.push(node.value);
      if (!('tagName' in node)) continue;
      const element: Element = {
        tag: node.tagName,
        attrs: Object.fromEntries(node.attrs.map(({ name, value }) => [name, value])),
        children: [],
        parent,
      };
      parent.children.push(element);
      adopt(node.tagName === 'template' && 'content' in node ? node.content.childNodes : node.childNodes, element);
    }
  };
  adopt(parse(html).childNodes, document);
  return document;
}

/** Every element under `scope`, in document order. */
export function* descendants(scope: Element): Generator<Element> {
  for (const child of scope.children) {
    if (typeof child === 'string') continue;
    yield child;
    yield* descendants(child);
  }
}

function* selfAndAncestors(element: Element): Generator<Element> {
  for (let at: Element | null = element; at; at = at.parent) yield at;
}

const classes = (element: Element) => (element.attrs.class ?? '').split(/\s+/);
const styleHides = (element: Element) =>
  /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/.test(element.attrs.style ?? '');

/** Not rendered at all (display: none) on any screen: the `hidden` attribute or style, or Tailwind's `hidden`. */
const notRendered = (element: Element) =>
  [...selfAndAncestors(element)].some(
    (at) => 'hidden' in at.attrs || styleHides(at) || classes(at).includes('hidden') || at.tag === 'template',
  );

/** Left out of what assistive technology reads (and so of Playwright's role queries). */
const hiddenFromAria = (element: Element) =>
  notRendered(element) || [...selfAndAncestors(element)].some((at) => at.attrs['aria-hidden'] === 'true');

/**
 * Shown on every screen, as far as the markup can tell: rendered, not made invisible or screen-reader-only, not
 * hidden at some screen width (`md:hidden`), not in a closed <details> (its summary aside).
 */
export function isShown(element: Element): boolean {
  if (notRendered(element)) return false;
  return [...selfAndAncestors(element)].every(
    (at) =>
      !classes(at).some((name) => name === 'invisible' || name === 'sr-only' || /:hidden$/.test(name)) &&
      !(at.parent?.tag === 'details' && !('open' in at.parent.attrs) && at.tag !== 'summary'),
  );
}

/** Whitespace as Playwright reads a text: trimmed, each run of it one space. */
const normalise = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** What Playwright matches a text against: the text of the element's content, scripts and styles aside. */
export function textOf(element: Element): string {
  const collect = (at: Element): string =>
    rawText.has(at.tag) || at.tag === 'head'
      ? ''
      : at.children.map((child) => (typeof child === 'string' ? child : collect(child))).join('');
  return normalise(collect(element));
}

/** A text matches as in Playwright: a RegExp tests it; a string is found in it, or, exact, is all of it. */
export function matches(actual: string, expected: string | RegExp, exact = false): boolean {
  if (expected instanceof RegExp) return expected.test(actual);
  const wanted = normalise(expected);
  return exact ? actual === wanted : actual.toLowerCase().includes(wanted.toLowerCase());
}

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Boxes a browser lays out as blocks: their text is set apart from what stands beside it in a name. */
const blockTags = new Set([
  ...headingTags,
  ...['address', 'article', 'aside', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer'],
  ...['form', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'section', 'table', 'td', 'th', 'tr', 'ul'],
]);

function roleOf(element: Element): string | undefined {
  const explicit = element.attrs.role?.split(/\s+/)[0];
  if (explicit) return explicit;
  const { tag, attrs } = element;
  if (headingTags.has(tag)) return 'heading';
  if (tag === 'a' || tag === 'area') return 'href' in attrs ? 'link' : undefined;
  if (tag === 'img') return attrs.alt === '' ? 'presentation' : 'img';
  if (tag === 'section') return 'aria-label' in attrs || 'aria-labelledby' in attrs ? 'region' : undefined;
  if (tag === 'input') return ['button', 'submit', 'reset'].includes(attrs.type ?? '') ? 'button' : 'textbox';
  const implicit: Record<string, string> = {
    button: 'button',
    form: 'form',
    li: 'listitem',
    main: 'main',
    nav: 'navigation',
    ol: 'list',
    ul: 'list',
    textarea: 'textbox',
  };
  return implicit[tag];
}

const levelOf = (element: Element) => Number(element.attrs['aria-level'] ?? element.tag.slice(1));

/** Roles whose name comes from their content when no label gives it. */
const namedFromContent = new Set(['button', 'cell', 'heading', 'link', 'listitem', 'option', 'tab', 'tooltip']);

function byId(element: Element, id: string): Element | undefined {
  const root = [...selfAndAncestors(element)].at(-1)!;
  return [...descendants(root)].find((candidate) => candidate.attrs.id === id);
}

function nameFromContent(element: Element): string {
  return element.children
    .map((child) => {
      if (typeof child === 'string') return child;
      if (hiddenFromAria(child)) return '';
      const name =
        child.attrs['aria-label']?.trim() || (child.tag === 'img' ? (child.attrs.alt ?? '') : nameFromContent(child));
      return blockTags.has(child.tag) ? ` ${name} ` : name;
    })
    .join('');
}

/** The element's accessible name, for the roles these tests ask about (WAI-ARIA's accessible name, in short). */
export function accessibleName(element: Element): string {
  const labelledBy = element.attrs['aria-labelledby'];
  if (labelledBy) {
    return normalise(
      labelledBy
        .split(/\s+/)
        .map((id) => byId(element, id))
        .map((label) => (label ? nameFromContent(label) : ''))
        .join(' '),
    );
  }
  const label = element.attrs['aria-label']?.trim();
  if (label) return normalise(label);
  if (element.tag === 'img') return normalise(element.attrs.alt ?? '');
  const role = roleOf(element);
  const content = role && namedFromContent.has(role) ? normalise(nameFromContent(element)) : '';
  return content || normalise(element.attrs.title ?? '');
}

export interface RoleOptions {
  name?: string | RegExp;
  exact?: boolean;
  level?: number;
}

/** The elements within the scope with the role (and name, and level), as Playwright's getByRole finds them. */
export function byRole(scope: Element, role: string, { name, exact, level }: RoleOptions = {}): Element[] {
  return [...descendants(scope)].filter(
    (element) =>
      roleOf(element) === role &&
      !hiddenFromAria(element) &&
      (level === undefined || levelOf(element) === level) &&
      (name === undefined || matches(accessibleName(element), name, exact)),
  );
}

/** The elements within the scope with the tag. */
export const byTag = (scope: Element, tag: string) => [...descendants(scope)].filter((element) => element.tag === tag);

/** The elements within the scope whose data-testid is (or matches) the id. */
export function byTestId(scope: Element, id: string | RegExp): Element[] {
  return [...descendants(scope)].filter((element) => {
    const testId = element.attrs['data-testid'];
    return testId !== undefined && (id instanceof RegExp ? id.test(testId) : testId === id);
  });
}

/** The innermost elements within the scope whose text matches, as Playwright's getByText finds them. */
export function byText(scope: Element, text: string | RegExp, { exact = false } = {}): Element[] {
  const found = (element: Element) => !rawText.has(element.tag) && matches(textOf(element), text, exact);
  return [...descendants(scope)].filter(
    (element) => found(element) && !element.children.some((child) => typeof child !== 'string' && found(child)),
  );
}

/** The one element a query found, as Playwright's strict locators require: none or several fail the test. */
export function theOne(found: Element[], what: string): Element {
  expect(found, `${what}: one element, found ${found.length}`).toHaveLength(1);
  return found[0]!;
}

/** The one element a query found, shown on every screen. */
export function shownOne(found: Element[], what: string): Element {
  const element = theOne(found, what);
  expect(isShown(element), `${what} is shown`).toBe(true);
  return element;
}

/** The text of the one h1 in the scope. */
export const h1Text = (scope: Element) => textOf(theOne(byRole(scope, 'heading', { level: 1 }), 'the h1'));

/** The texts of the elements, in document order. */
export const textsOf = (elements: Element[]) => elements.map(textOf);

/** The scope's text contains each of the texts, as Playwright's toContainText reads them. */
export function expectTexts(scope: Element, texts: readonly string[]) {
  for (const text of texts) expect(textOf(scope)).toContain(text);
}

/** Each name is a heading of this level in the scope, matched exactly, shown. */
export function expectHeadings(scope: Element, level: number, names: readonly string[]) {
  for (const name of names) shownOne(byRole(scope, 'heading', { level, name, exact: true }), `heading ${name}`);
}

/** Each link, found by its name, points to the href the table gives it. */
export function expectLinks(scope: Element, hrefs: Record<string, string>, { exact = false } = {}) {
  for (const [name, href] of Object.entries(hrefs)) {
    expect(theOne(byRole(scope, 'link', { name, exact }), `link ${name}`).attrs.href, `link ${name}`).toBe(href);
  }
}

/** A page's parts the tests read. */
export interface PageMarkup {
  /** The title a browser's tab and a search engine show. */
  title: string;
  body: Element;
  main: Element;
}

/** The page's HTML, read into the parts the tests read. */
export function readMarkup(html: string): PageMarkup {
  const document = parseHtml(html);
  return {
    title: normalise(theOne(byTag(document, 'title'), 'title').children.join('')),
    body: theOne(byTag(document, 'body'), 'body'),
    main: theOne(byRole(document, 'main'), 'main'),
  };
}
