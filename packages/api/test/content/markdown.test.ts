import { describe, expect, it } from 'vitest';
import { renderPostBody } from '../../src/services/content/markdown.ts';

/** Everything in the HTML that could run or reach out: script, handlers, frames, forms, styling, unsafe links. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<(script|iframe|object|embed|form|input|button|svg|math|style|link|meta|base)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/\s(style|class|id|srcdoc|formaction|xlink:href)\s*=/i);
  for (const [, url] of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    expect(url, html).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?!\/)|#|[^:/?#]+(?:[/?#]|$))/i);
  }
}

describe('a post body rendered from Markdown', () => {
  it('renders what an editor writes: headings, lists, emphasis, links, quotes, code, tables and pictures', () => {
    const html = renderPostBody(
      [
        '## Costs',
        '',
        'Some **bold** and *leaning* words, and a [guide](/blogs "All guides").',
        '',
        '- one',
        '- two',
        '',
        '3. third',
        '4. fourth',
        '',
        '> Quoted',
        '',
        '`code` and',
        '',
        '```',
        'a < b',
        '```',
        '',
        '| Fee | Rate |',
        '| --- | ---: |',
        '| Debit | 0.3% |',
        '',
        '---',
        '',
        '![A card machine](/storage/blog/card-machine.webp)',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Costs</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>leaning</em>');
    expect(html).toContain('<a href="/blogs" title="All guides">guide</a>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<pre><code>a &lt; b');
    expect(html).toMatch(/<table>[\s\S]*<th>Fee<\/th>[\s\S]*<td>0.3%<\/td>/);
    expect(html).toContain('<hr />');
    expect(html).toContain('<img src="/storage/blog/card-machine.webp" alt="A card machine" />');
    expectHarmless(html);
  });

  it("keeps the page's one h1 its title, and the deepest heading an h4", () => {
    expect(renderPostBody('# Big\n\n##### Small\n\n###### Smaller')).toBe(
      '<h2>Big</h2>\n<h4>Small</h4>\n<h4>Smaller</h4>',
    );
  });

  it('marks links to other sites so they learn nothing of the reader and gain no ranking', () => {
    expect(renderPostBody('[Ofgem](https://www.ofgem.gov.uk/)')).toBe(
      '<p><a href="https://www.ofgem.gov.uk/" rel="noopener noreferrer nofollow">Ofgem</a></p>',
    );
    expect(renderPostBody('See https://www.gov.uk/vat-rates today')).toContain(
      '<a href="https://www.gov.uk/vat-rates" rel="noopener noreferrer nofollow">https://www.gov.uk/vat-rates</a>',
    );
    // The site's own pages, e-mail and the phone: as written, and a rel an editor typed is not kept.
    expect(
      renderPostBody(
        '<a href="/contact" rel="opener">Contact</a> [mail](mailto:hello@example.co.uk) [call](tel:+443338801234)',
      ),
    ).toBe(
      '<p><a href="/contact">Contact</a> <a href="mailto:hello@example.co.uk">mail</a> <a href="tel:+443338801234">call</a></p>',
    );
  });

  it.each([
    ['a script', '<script>alert(1)</script>Text', 'Text'],
    ['a script in Markdown', 'Text <script>alert(1)</script>', '<p>Text </p>'],
    ['an image with onerror', '<img src=x onerror=alert(1)>', ''],
    [
      'a stored image with onerror',
      '<img src="/storage/blog/a.webp" onerror="alert(1)" alt="A">',
      '<img src="/storage/blog/a.webp" alt="A" />',
    ],
    ['a javascript: link in Markdown', '[Click](javascript:alert(1))', '<p>[Click](javascript:alert(1))</p>'],
    ['a javascript: link in HTML', '<a href="javascript:alert(1)">Click</a>', '<p><a>Click</a></p>'],
    ['a javascript: link with a tab entity', '<a href="jav&#x09;ascript:alert(1)">Click</a>', '<p><a>Click</a></p>'],
    ['a javascript: link with a tab entity in Markdown', '[Click](jav&#x09;ascript:alert(1))', '<p><a>Click</a></p>'],
    ['a javascript: link in capitals', '<a href="JaVaScRiPt:alert(1)">Click</a>', '<p><a>Click</a></p>'],
    [
      'a javascript: link with a character reference',
      '<a href="&#106;avascript:alert(1)">Click</a>',
      '<p><a>Click</a></p>',
    ],
    ['a javascript: link after a space', '<a href=" javascript:alert(1)">Click</a>', '<p><a>Click</a></p>'],
    ['a javascript: link across lines', '<a href="java\nscript:alert(1)">Click</a>', '<p><a>Click</a></p>'],
    [
      'a data: link',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Click</a>',
      '<p><a>Click</a></p>',
    ],
    ['a data: link in Markdown', '[Click](data:text/html,hi)', '<p>[Click](data:text/html,hi)</p>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">Click</a>', '<p><a>Click</a></p>'],
    ['a link to another site without a scheme', '<a href="//evil.example/">Click</a>', '<p><a>Click</a></p>'],
    ['a data: image', '![x](data:image/png;base64,iVBORw0KGgo=)', '<p></p>'],
    ['an image over plain HTTP', '<img src="http://example.com/a.png">', ''],
    // The page's policy loads pictures from the site only: another host's would be blocked, and would see the reader.
    ['an image from another site', '![x](https://example.com/a.png)', '<p></p>'],
    ['an image path climbing out of storage', '![x](/storage/../admin)', '<p></p>'],
    // The reader's browser decodes the escapes and asks for /admin/leads.csv with the reader's cookies.
    ['an image path climbing out in escapes', '<img src="/storage/%2e%2e/admin/leads.csv">', ''],
    ['an image path climbing out in mixed escapes', '![x](/storage/.%2E/admin/leads.csv)', '<p></p>'],
    ['an image path climbing out in entities', '<img src="/storage/&#x2e;&#46;/admin/leads.csv">', ''],
    ['an image address with a query', '<img src="/storage/blog/a.webp?/../../admin">', ''],
    ['an image address with a backslash', '<img src="/storage/blog\\..\\..\\admin">', ''],
    ['an svg with onload', '<svg onload=alert(1)><circle r="5"/></svg>After', '<p>After</p>'],
    ['an iframe', '<iframe src="https://evil.example/"></iframe>Text', 'Text'],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">', '<p></p>'],
    ['a form', '<form action="https://evil.example/"><input name="card"><button>Pay</button></form>', 'Pay'],
    ['a style attribute, a class and an id', '<p style="position:fixed" class="x" id="login">Text</p>', '<p>Text</p>'],
    ['a style element', '<style>body{display:none}</style>Text', 'Text'],
    ['a handler on an allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">Text</p>', '<p>Text</p>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example/">Text', '<p>Text</p>'],
    ['math with a link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', '<p></p>'],
    ['raw HTML outside the list', '<div><span>Text</span> <u>under</u></div>', 'Text under'],
  ])('leaves nothing that runs from %s', (_name, body, expected) => {
    const html = renderPostBody(body);
    expect(html).toBe(expected);
    expectHarmless(html);
  });

  it('gives the same HTML for the same body, however often it is asked', () => {
    const body = `A body ${Math.random()}`;
    const first = renderPostBody(body);
    expect(renderPostBody(body)).toBe(first);
    for (let index = 0; index < 300; index += 1) renderPostBody(`Filler ${index}`);
    expect(renderPostBody(body)).toBe(first);
  });
});
