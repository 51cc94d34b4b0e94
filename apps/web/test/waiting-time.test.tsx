// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from '../src/admin/use-now.ts';
import { WaitingTime, type WaitingReading } from '../src/admin/WaitingTime.tsx';

// The server read the clock at 10:00 UTC on a Tuesday, inside an opening that ends at 17:00.
const clock = {
  asOf: '2026-09-01T10:00:00.000Z',
  opensAt: '2026-09-01T08:00:00.000Z',
  closesAt: '2026-09-01T17:00:00.000Z',
};
const minutes = (n: number) => n * 60_000;

/** The Waiting cell as the inbox renders it, its clock moved on by useNow. */
function Ticking(props: Omit<WaitingReading, 'now'>) {
  return <WaitingTime {...props} now={useNow()} />;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the Waiting cell', () => {
  it('ticks on from the server’s figure without asking again, and says when it is late in words', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    render(<Ticking waiting={{ ms: minutes(2) }} reachable clock={clock} receivedAt={1_000_000} />);
    expect(screen.getByText('2 min')).toBeTruthy();
    expect(screen.queryByText('Over 3 min')).toBeNull();
    act(() => vi.advanceTimersByTime(minutes(1)));
    expect(screen.getByText('3 min')).toBeTruthy();
    expect(screen.getByText('Over 3 min')).toBeTruthy();
    act(() => vi.advanceTimersByTime(minutes(12)));
    expect(screen.getByText('15 min')).toBeTruthy();
    expect(screen.getByText('Over 15 min')).toBeTruthy();
  });

  it('stands still once the office closes', () => {
    const closing = { ...clock, asOf: '2026-09-01T16:59:00.000Z' };
    render(<WaitingTime waiting={{ ms: minutes(4) }} reachable clock={closing} receivedAt={0} now={minutes(30)} />);
    expect(screen.getByText('5 min')).toBeTruthy();
  });

  it('says when nobody can be reached yet, and shows a dash once answered', () => {
    render(<WaitingTime waiting={null} reachable={false} clock={clock} receivedAt={0} now={0} />);
    expect(screen.getByText('Not reachable yet')).toBeTruthy();
    cleanup();
    render(<WaitingTime waiting={null} reachable clock={clock} receivedAt={0} now={0} />);
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.getByText('Not waiting')).toBeTruthy();
  });
});
