/** Blog cards and the Recent Post list cut titles and descriptions to this many characters. */
export const PREVIEW_LENGTH = 50;

/** Cuts text to PREVIEW_LENGTH characters and adds '...' when it was longer. */
export function preview(text: string, length = PREVIEW_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Plain text of an HTML fragment, for previews and meta descriptions. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The blog-details route parameter: the title lower-cased with spaces turned into hyphens. */
export function toUrlTitle(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}
