import { describe, expect, it } from 'vitest';
import { accessibleName, byRole, byText, isShown, parseHtml, textOf, theOne } from './markup.ts';

// The reader the page tests use: it reads what a browser would.
describe('reading a page the server sent', () => {
  const read = (body: string) =>
    theOne(byRole(parseHtml(`<!doctype html><html><body>${body}</body></html>`), 'main'), 'main');

  it('reads markup as a browser does: an end tag left out, an entity, a lone "<"', () => {
    const main = read('<main><p>one<p>two &copy; 2026</main><p>1 < 2</p>');
    expect(textOf(main)).toBe('onetwo © 2026');
    expect(textOf(theOne(byText(parseHtml('<p>1 < 2</p>'), '1 < 2', { exact: true }), 'p'))).toBe('1 < 2');
  });

  it('reads text as a browser shows it: entities, text parts joined, scripts and void elements aside', () => {
    const main = read(
      `<main><h1>Let&#x27;s <!-- -->talk &amp; save<br/></h1><img src="/a.svg" alt="a"><script>var x = '<p>';</script><input value="x"></main>`,
    );
    expect(textOf(main)).toBe("Let's talk & save");
  });

  it('names a link by its label, else by its content with pictures by their alt text, not what is hidden', () => {
    const main = read(
      '<main><a href="/a" aria-label="Home">x</a><a href="/b"><img src="/b.svg" alt="Logo"> <span aria-hidden="true">→</span>Read</a>' +
        '<h2 id="t">Title</h2><section aria-labelledby="t"></section></main>',
    );
    expect(byRole(main, 'link').map(accessibleName)).toEqual(['Home', 'Logo Read']);
    expect(accessibleName(theOne(byRole(main, 'region'), 'region'))).toBe('Title');
  });

  it('counts as shown only what every screen shows', () => {
    const main = read(
      '<main><p>a</p><p class="hidden">b</p><p class="md:hidden">c</p><p class="sr-only">d</p>' +
        '<div hidden><p>e</p></div><details><summary>f</summary><p>g</p></details><p aria-hidden="true">h</p></main>',
    );
    const shown = (text: string) => isShown(theOne(byText(main, text, { exact: true }), text));
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].filter(shown)).toEqual(['a', 'f', 'h']);
  });
});
