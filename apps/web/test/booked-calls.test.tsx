// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BookedCalls } from '../src/admin/lead/BookedCalls.tsx';
import type { LeadDetail } from '../src/admin/lead/lead-detail.ts';

type Call = LeadDetail['calls'][number];

const eventUri = 'https://api.calendly.com/scheduled_events/EV1';
const unread: Call = {
  eventUri,
  inviteeUri: `${eventUri}/invitees/IN1`,
  bookedAt: '2026-11-26T10:05:00.000Z',
  name: null,
  email: null,
  phone: null,
  answers: [],
  startAt: null,
  endAt: null,
  status: null,
  details: 'waiting',
  detailsError: null,
};
/** Read: a summer call (BST), so the UK time is an hour after UTC. */
const read: Call = {
  ...unread,
  name: 'Priya Patel',
  email: 'priya@patel-bakery.co.uk',
  phone: '+44 7700 900123',
  answers: [{ question: 'What would you like to talk about?', answer: 'A second oven' }],
  startAt: '2027-06-03T13:00:00.000Z',
  endAt: '2027-06-03T13:30:00.000Z',
  status: 'active',
  details: 'received',
};

afterEach(cleanup);

const section = () => screen.getByRole('region', { name: 'Booked calls' });

describe('the booked calls on the lead page', () => {
  it('shows who booked, how to reach them, when in UK time, and what they answered', () => {
    render(<BookedCalls calls={[read]} />);
    expect(within(section()).getByText('Call on Thursday 3 June 2027, 14:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'priya@patel-bakery.co.uk' }).getAttribute('href')).toBe(
      'mailto:priya@patel-bakery.co.uk',
    );
    expect(screen.getByRole('link', { name: '+44 7700 900123' }).getAttribute('href')).toBe('tel:+447700900123');
    expect(screen.getByRole('term').textContent).toBe('What would you like to talk about?');
    expect(screen.getByRole('definition').textContent).toBe('A second oven');
    expect(screen.queryByText('Cancelled')).toBeNull();
  });

  it.each([
    ['canceled', 'Cancelled'],
    ['rescheduled', 'Rescheduled'],
  ] as const)('marks a call the service says was %s', (status, label) => {
    render(<BookedCalls calls={[{ ...read, status }]} />);
    expect(within(section()).getByText(label)).toBeTruthy();
  });

  it('says where the details are without a token, with the link to the booking', () => {
    render(<BookedCalls calls={[{ ...unread, details: 'not configured' }]} />);
    expect(screen.getByText("The booking's details are in the scheduling account.")).toBeTruthy();
    expect(screen.getByRole('link', { name: /The booking in the scheduling service/ }).getAttribute('href')).toBe(
      eventUri,
    );
  });

  it('says the details are on their way, and why the last try failed', () => {
    render(
      <BookedCalls calls={[{ ...unread, detailsError: 'The scheduling service answered 503 for the invitee.' }]} />,
    );
    expect(section().textContent).toContain(
      "Reading the booking's details from the scheduling service… The last try failed (The scheduling service answered 503 for the invitee.); trying again.",
    );
  });

  it('says why the details could not be read once it stopped trying', () => {
    const reason = 'The scheduling service refused the token (401): check CALENDLY_TOKEN.';
    render(<BookedCalls calls={[{ ...unread, details: 'failed', detailsError: reason }]} />);
    expect(section().textContent).toContain(`could not be read from the scheduling service: ${reason}`);
  });
});
