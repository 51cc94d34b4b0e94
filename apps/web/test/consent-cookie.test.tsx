// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsent, ConsentProvider } from '../src/consent/consent.tsx';
import { forgetConsentForNewPage } from '../src/consent/consent-store.ts';

function AcceptButton() {
  const { choose } = useConsent();
  return (
    <button type="button" onClick={() => choose('accepted')}>
      Accept
    </button>
  );
}

/** The cookie line the banner writes when the visitor accepts, on a page served over `protocol`. */
function cookieWrittenOn(protocol: 'http:' | 'https:') {
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, protocol });
  const written: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((line: string) => void written.push(line));
  render(
    <ConsentProvider initial={undefined}>
      <AcceptButton />
    </ConsentProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(written).toHaveLength(1);
  return written[0]!.split(';').map((part) => part.trim());
}

describe('the cookie_consent cookie', () => {
  // Each test is a new page: the store is one per page, and this worker's other files may have used it.
  beforeEach(forgetConsentForNewPage);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is Secure on a page served over HTTPS', () => {
    const attributes = cookieWrittenOn('https:');
    expect(attributes[0]).toBe('cookie_consent=accepted');
    expect(attributes).toContain('Secure');
    expect(attributes).toContain('SameSite=Lax');
  });

  it('stays usable on plain HTTP (local runs), where a Secure cookie would be dropped', () => {
    expect(cookieWrittenOn('http:')).not.toContain('Secure');
  });
});
