import { createHash } from 'node:crypto';

/** Script types a browser runs; any other type (application/json, application/ld+json) is a data block. */
const runnableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The template's inline scripts that a browser runs, as Content-Security-Policy hash sources. The template is the
 * build's (or, in development, Vite's), or a page of the islands build: its inline scripts are the project's own code,
 * so the policy allows exactly their text and nothing else inline.
 */
export function inlineScriptHashes(template: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of template.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!runnableTypes.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}
