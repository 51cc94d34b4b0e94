import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xhrSecurityScheme } from '../src/openapi-document.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

/** Each <script src> and <link href> of the page. */
function assetUrls(html: string) {
  return [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"|<link\b[^>]*\shref="([^"]+)"/g)].map(
    (match) => (match[1] ?? match[2])!,
  );
}

/** Absolute http(s) URLs: our files use paths on this server only. */
const externalUrls = (text: string) => text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];

describe('/api/docs', () => {
  it('opens in a browser without the XHR header, as an English page', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<html lang="en-GB">');
      expect(res.body).toMatch(/<title>REST API reference \| SME Compare<\/title>/);
      expect(res.body).toContain('name="viewport"');
      // The landmarks come with Swagger UI's render (its <main> holds the operations); see the e2e test.
      expect(res.body).toMatch(/<h1>REST API reference<\/h1>[\s\S]*<div id="swagger-ui">/);
    }
  });

  it('loads every script and stylesheet from this server', async () => {
    const html = (await get('/api/docs')).body;
    const urls = assetUrls(html);
    expect(urls.sort()).toEqual([
      '/api/docs/assets/docs.css',
      '/api/docs/assets/docs.js',
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/assets/swagger-ui.css',
    ]);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(
        url.endsWith('.js') ? /^(text|application)\/javascript/ : /^text\/css/,
      );
      expect(res.body.length, url).toBeGreaterThan(url.includes('swagger-ui') ? 100_000 : 100);
    }
  });

  it('sends the Swagger UI bundle compressed, once, and lets browsers keep it a day', async () => {
    const plain = await get('/api/docs/assets/swagger-ui-bundle.js');
    expect(plain.headers['cache-control']).toBe('public, max-age=86400');
    const gzipped = await get('/api/docs/assets/swagger-ui-bundle.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('sends the contract compressed too', async () => {
    const plain = await get('/api/openapi.json');
    const gzipped = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('names no other host in the page or in our own files, and reads the published contract', async () => {
    const html = (await get('/api/docs')).body;
    const script = (await get('/api/docs/assets/docs.js')).body;
    const styles = (await get('/api/docs/assets/docs.css')).body;
    expect(externalUrls(html)).toEqual([]);
    expect(externalUrls(script)).toEqual([]);
    expect(externalUrls(styles)).toEqual([]);
    expect(script).toContain("url: '/api/openapi.json'");
    expect(script).toContain('validatorUrl: null');
    // The contract's security scheme, filled in with the one value the header takes.
    expect(script).toContain(`preauthorizeApiKey('${xhrSecurityScheme}', 'XMLHttpRequest')`);
    expect((await get('/api/openapi.json')).statusCode).toBe(200);
  });

  it('serves nothing else from the Swagger UI package or the docs folder', async () => {
    for (const url of [
      '/api/docs/assets/index.html',
      '/api/docs/assets/swagger-initializer.js',
      '/api/docs/assets/swagger-ui-bundle.js.map',
      '/api/docs/assets/package.json',
      '/api/docs/assets/',
      '/api/docs/assets/../package.json',
      '/api/docs/assets/missing.js',
      '/api/docs/nope',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
