import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocumentText, openApiPath, xhrSecurityScheme } from '../src/openapi-document.ts';
import { startTestServer } from './test-server.ts';

describe('openapi.json', () => {
  const document = JSON.parse(openApiDocumentText());

  it('matches the router (run npm run openapi after changing a procedure)', () => {
    expect(readFileSync(openApiPath, 'utf8')).toBe(openApiDocumentText());
  });

  it('documents the legacy paths with the required XHR header', () => {
    expect(Object.keys(document.paths).sort()).toEqual([
      '/address/{postcode}',
      '/blog',
      '/blog/details/{title}',
      '/blog/{section}',
      '/business-loan/callback-request',
      '/business-loan/client-personal-info-store',
      '/business-loan/get/{id}',
      '/business-loan/submit',
      '/cash-advance/callback-request',
      '/cash-advance/client-personal-info-store',
      '/cash-advance/get-data',
      '/cash-advance/get-location-data',
      '/cash-advance/get-product/{id}',
      '/cash-advance/get/{id}',
      '/cash-advance/store',
      '/commecial-utility/business-name/submit',
      '/commecial-utility/callback-request',
      '/commecial-utility/client-personal-info-store',
      '/commecial-utility/guest-info/get/{id}',
      '/commecial-utility/post-code/submit',
      '/commecial-utility/service/submit',
      '/commecial-utility/supplier/submit',
      '/commecial-water-waste/annual-usage/submit',
      '/commecial-water-waste/business-name/submit',
      '/commecial-water-waste/callback-request',
      '/commecial-water-waste/client-personal-info-store',
      '/commecial-water-waste/guest-info/get/{id}',
      '/commecial-water-waste/post-code/submit',
      '/commecial-water-waste/waste-info/submit',
      '/commecial-water-waste/waste/submit',
      '/commecial-water-waste/water/submit',
      '/form-submit/contact-us',
      '/form-submit/popup',
      '/form-submit/register',
    ]);
    expect(document.paths['/form-submit/contact-us'].post.parameters[0]).toMatchObject({
      in: 'header',
      name: 'X-Requested-With',
      required: true,
    });
  });

  it('describes each lead event the webhook posts, signed, with an example of each', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([
      'lead.call_booked',
      'lead.callback_requested',
      'lead.completed',
      'lead.created',
    ]);
    type WebhookItem = {
      post: {
        description: string;
        parameters: { name: string }[];
        requestBody: {
          content: Record<string, { schema: unknown; examples: Record<string, { value: { type: string } }> }>;
        };
        responses: Record<string, unknown>;
      };
    };
    for (const [type, item] of Object.entries(document.webhooks as Record<string, WebhookItem>)) {
      const headers = item.post.parameters.map((parameter) => parameter.name);
      expect(headers).toEqual(['X-Webhook-Id', 'X-Webhook-Signature-V2', 'X-Webhook-Signature']);
      // A receiver learns the signed time, its tolerance and the check itself from the document alone.
      expect(item.post.description).toContain('t=<unix seconds>,v1=<hex>');
      expect(item.post.description).toContain('more than 5 minutes from your clock');
      expect(item.post.description).toContain('export function verifyLeadWebhook(header, body, secret');
      const content = item.post.requestBody.content['application/json']!;
      expect(content.schema).toEqual({ $ref: '#/components/schemas/LeadEvent' });
      const [example] = Object.values(content.examples);
      expect(example!.value.type).toBe(type);
      expect(Object.keys(item.post.responses)).toContain('2XX');
    }
    expect(document.components.schemas.LeadEvent.required).toEqual(['id', 'type', 'occurred_at', 'lead']);
    const lead = document.components.schemas.LeadEvent.properties.lead;
    expect(lead.required).toContain('answers_by_key');
    expect(lead.properties.answers_by_key.properties.post_code).toMatchObject({ type: 'string' });
    expect(lead.properties.answers_by_key.properties.post_code.description).toContain('"Postcode" or "Post code"');
  });
});

describe('the published contract', () => {
  const document = JSON.parse(openApiDocumentText());
  const operations = Object.entries(document.paths as Record<string, Record<string, { responses: object }>>).flatMap(
    ([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

  it('describes each shape of the multi-shape paths, as JSON, the one media type generated clients are given', () => {
    for (const [path, titles] of [
      ['/business-loan/submit', ['Step 1', 'Step 2', 'Step 3']],
      ['/cash-advance/store', ['Create', 'Update']],
    ] as const) {
      const content = document.paths[path].post.requestBody.content;
      // Offered beside JSON with no `encoding`, the form media type made orval's client send no Content-Type (415).
      expect(Object.keys(content)).toEqual(['application/json']);
      const oneOf = content['application/json'].schema.oneOf as { title: string; required: string[] }[];
      expect(oneOf.map((shape) => shape.title.split(':')[0])).toEqual(titles);
    }
    const [step1, step2, step3] = document.paths['/business-loan/submit'].post.requestBody.content['application/json']
      .schema.oneOf as { required: string[] }[];
    expect(step1!.required).toEqual(['company_name', 'borrow_ammount', 'borrow_month']);
    expect(step2!.required).toEqual(['id', 'business_cat']);
    expect(step3!.required).toEqual(['id', 'monthly_turnover_from']);
  });

  it('gives every operation the legacy error body for 403, 404 and 500', () => {
    expect(document.components.schemas.LegacyError.properties.errors.items.required).toEqual(['message', 'code']);
    // No scheme of the generator's (a Bearer token no route takes): only the XHR header's (below).
    expect(Object.keys(document.components.securitySchemes)).toEqual([xhrSecurityScheme]);
    for (const { operation } of operations) {
      for (const status of ['403', '404', '500']) {
        expect(operation.responses).toHaveProperty(
          [status, 'content', 'application/json', 'schema', '$ref'],
          '#/components/schemas/LegacyError',
        );
      }
    }
  });

  it('declares the XHR header as the security every operation needs, with the value to send', () => {
    const scheme = document.components.securitySchemes[xhrSecurityScheme];
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Requested-With' });
    expect(scheme.description).toContain('XMLHttpRequest');
    expect(document.security).toBeUndefined();
    for (const { operation } of operations) {
      expect(operation).toHaveProperty('security', [{ [xhrSecurityScheme]: [] }]);
    }
    // The webhooks are calls to integrators, signed (X-Webhook-Signature): they need none of the API's schemes.
    for (const item of Object.values(document.webhooks as Record<string, { post: object }>)) {
      expect(item.post).toHaveProperty('security', []);
    }
  });

  it('names its licence', () => {
    expect(document.info.license).toEqual({ name: 'Proprietary', url: 'http://localhost:3000/privacy-policy' });
  });

  it('is served at /api/openapi.json without the XHR header, naming the site as its server', async () => {
    const server = await startTestServer('pglite', { env: { PUBLIC_URL: 'https://www.smecompare.example' } });
    try {
      const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body).toBe(openApiDocumentText('https://www.smecompare.example'));
      expect(res.json().servers).toEqual([{ url: 'https://www.smecompare.example/api' }]);
    } finally {
      await server.close();
    }
  });

  it('names the address it was asked for as its server when PUBLIC_URL is not set, so "Try it out" stays on the site', async () => {
    const server = await startTestServer('pglite');
    try {
      for (const host of ['127.0.0.1:3210', 'localhost:3000']) {
        const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host } });
        expect(res.json().servers).toEqual([{ url: `http://${host}/api` }]);
      }
    } finally {
      await server.close();
    }
  });
});
