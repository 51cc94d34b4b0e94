import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocumentText, openApiPath } from '../src/openapi-document.ts';

describe('openapi.json', () => {
  it('matches the router (run npm run openapi after changing a procedure)', () => {
    expect(readFileSync(openApiPath, 'utf8')).toBe(openApiDocumentText());
  });

  it('documents the legacy paths with the required XHR header', () => {
    const document = JSON.parse(openApiDocumentText());
    expect(Object.keys(document.paths).sort()).toEqual([
      '/address/{postcode}',
      '/blog',
      '/blog/details/{title}',
      '/blog/{section}',
      '/business-loan/client-personal-info-store',
      '/business-loan/submit',
      '/cash-advance/client-personal-info-store',
      '/cash-advance/get-data',
      '/cash-advance/get-location-data',
      '/cash-advance/store',
      '/commecial-utility/business-name/submit',
      '/commecial-utility/client-personal-info-store',
      '/commecial-utility/guest-info/get/{id}',
      '/commecial-utility/post-code/submit',
      '/commecial-utility/service/submit',
      '/commecial-utility/supplier/submit',
      '/commecial-water-waste/annual-usage/submit',
      '/commecial-water-waste/business-name/submit',
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
});
