// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsentProvider, useConsent } from '../src/consent/consent.tsx';
import { forgetConsentForNewPage } from '../src/consent/consent-store.ts';

function Banner() {
  const { bannerOpen, choose } = useConsent();
  if (!bannerOpen) return <p>Banner closed</p>;
  return (
    <button type="button" onClick={() => choose('rejected')}>
      Reject
    </button>
  );
}

function SettingsLink() {
  const { consent, openSettings } = useConsent();
  return (
    <button type="button" onClick={openSettings}>
      Cookie settings ({consent ?? 'none'})
    </button>
  );
}

describe('the cookie choice across the parts of a page', () => {
  // Each test is a new page: the store is one per page, and this worker's other files may have used it.
  beforeEach(forgetConsentForNewPage);
  afterEach(cleanup);

  it('is one choice for parts that are separate React roots, as a page’s islands are', () => {
    const banner = document.body.appendChild(document.createElement('div'));
    const footer = document.body.appendChild(document.createElement('div'));
    render(
      <ConsentProvider initial={undefined}>
        <Banner />
      </ConsentProvider>,
      { container: banner },
    );
    render(
      <ConsentProvider initial={undefined}>
        <SettingsLink />
      </ConsentProvider>,
      { container: footer },
    );

    act(() => within(banner).getByRole('button', { name: 'Reject' }).click());
    expect(within(banner).getByText('Banner closed')).toBeTruthy();
    expect(within(footer).getByRole('button', { name: 'Cookie settings (rejected)' })).toBeTruthy();

    act(() =>
      within(footer)
        .getByRole('button', { name: /Cookie settings/ })
        .click(),
    );
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });
});
