// @vitest-environment jsdom
// What an admin reads after approving a partner or sending the invitation again, and the rates they type in pounds.
import { partnerMessages, PARTNER_RATE_MAX_PENCE } from '@sme/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvitationResult } from '../src/admin/partners/InvitationResult.tsx';
import { penceOf, poundsText } from '../src/admin/partners/money.ts';

afterEach(cleanup);

describe('the invitation after approving a partner', () => {
  it('says where it went when the e-mail was sent, and shows no link', () => {
    render(<InvitationResult invitation={{ sent: true }} email="alex@morgan.co.uk" id="link" />);
    expect(screen.getByRole('status').textContent).toBe('Invitation sent to alex@morgan.co.uk');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('gives the reason and the set-password link to pass on, with a button that copies it', async () => {
    const link = 'https://sme.example/partner/set-password?token=abcdefghijklmnopqrstuvwxyz';
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <InvitationResult
        invitation={{ sent: false, link, reason: partnerMessages.noMailer }}
        email="alex@morgan.co.uk"
        id="link"
      />,
    );
    expect(screen.getAllByRole('status')[0]!.textContent).toContain(partnerMessages.noMailer);
    const field = screen.getByRole('textbox', { name: /Set-password link for alex@morgan\.co\.uk/ });
    expect((field as HTMLInputElement).value).toBe(link);
    expect((field as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Copied')).toBeTruthy();
  });
});

describe('a commission typed in pounds', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['£1,012.5', 101_250],
    [' 0 ', 0],
    ['0.07', 7],
  ])('%j is %i pence', (typed, pence) => {
    expect(penceOf(typed)).toBe(pence);
  });

  it.each(['', 'twelve', '-5', '1.234', '12.', '1e3', String(PARTNER_RATE_MAX_PENCE / 100 + 1)])(
    '%j is refused',
    (typed) => {
      expect(penceOf(typed)).toBeNull();
    },
  );

  it('starts the field from the stored amount', () => {
    expect(poundsText(2550)).toBe('25.50');
    expect(penceOf(poundsText(PARTNER_RATE_MAX_PENCE))).toBe(PARTNER_RATE_MAX_PENCE);
  });
});
