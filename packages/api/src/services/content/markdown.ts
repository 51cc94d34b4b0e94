import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// A post's body is Markdown an editor writes (raw HTML allowed, as the shipped posts were HTML). Visitors only ever
// get it rendered and then cut down to a fixed set of harmless tags and attributes: whatever was typed or pasted,
// nothing in it can run, restyle the page or send the reader somewhere unsafe. The console's preview shows the very
// same HTML.

const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false });

/** Links may leave only for the web, e-mail and the phone; anything without a scheme stays on the site. */
const linkSchemes = ['http', 'https', 'mailto', 'tel'];

/**
 * Pictures come from the site's own storage only: the page's policy (img-src 'self') would block any other host, and
 * a picture from elsewhere would tell that host who reads the post. A stored picture's address is plain folders and a
 * file name (store.ts names them so): no escapes, queries or dot segments, since a reader's browser decodes
 * `/storage/%2e%2e/admin/leads.csv` to `/admin/leads.csv` and would ask for that with the reader's cookies.
 */
const storedPicture = /^\/storage\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;
const isImageSource = (src: string | undefined) => src !== undefined && storedPicture.test(src);

/** A link to another site: the reader's browser tells it nothing, and search engines vouch for nothing. */
const isExternal = (href: string | undefined) => href !== undefined && /^https?:\/\//i.test(href);

/**
 * Something before a colon that is not an allowed scheme (`jav%09ascript:` from Markdown's own escaping): browsers
 * read it as a relative address today, but nothing that looks like a scheme of another kind is worth keeping.
 */
const hasOtherScheme = (href: string) => /^[^/?#]*:/.test(href) && !/^(?:https?|mailto|tel):/i.test(href);

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'a',
    'em',
    'strong',
    's',
    'blockquote',
    'code',
    'pre',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'width', 'height'], ol: ['start'] },
  allowedSchemes: linkSchemes,
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  // What a disallowed tag held is kept as text, except where it is code or styling nobody should read.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    // The page's own title is its only h1; the deepest heading the article styles is h4.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const { rel: _ignored, ...rest } = attribs;
      if (rest.href !== undefined && hasOtherScheme(rest.href.trim())) delete rest.href;
      return {
        tagName,
        attribs: isExternal(rest.href) ? { ...rest, rel: 'noopener noreferrer nofollow' } : rest,
      };
    },
  },
  // A picture from anywhere else is left out whole rather than shown broken.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isImageSource(frame.attribs.src),
};

/** Rendered bodies by their Markdown: the same few posts are read over and over, and rendering is the slow part. */
const rendered = new Map<string, string>();
const MAX_KEPT = 100;
const MAX_KEPT_CHARACTERS = 4_000_000;
let keptCharacters = 0;

/** A post's body as visitors and the preview see it: Markdown rendered to HTML, then sanitised. */
export function renderPostBody(body: string): string {
  const kept = rendered.get(body);
  if (kept !== undefined) {
    // Most recently used last: the first entry is the one to drop.
    rendered.delete(body);
    rendered.set(body, kept);
    return kept;
  }
  const html = sanitizeHtml(markdown.render(body), options).trim();
  rendered.set(body, html);
  keptCharacters += body.length + html.length;
  for (const [oldest, oldHtml] of rendered) {
    if (rendered.size <= MAX_KEPT && keptCharacters <= MAX_KEPT_CHARACTERS) break;
    rendered.delete(oldest);
    keptCharacters -= oldest.length + oldHtml.length;
  }
  return html;
}
