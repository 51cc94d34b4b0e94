// @vitest-environment jsdom
// The console's live stream going quiet after it opened: the header says "Reconnecting…" once nothing (no change, no
// ping) came for the server's silence limit, the stream is opened again, and the word goes once it is open. The real
// link (tRPC's, as the console's client sets it up), hook and status; the browser's EventSource is replaced by one the
// test drives, and the clock is faked.
import type { AppRouter } from '@sme/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, splitLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ANSWER_MS, liveStreamLink } from '../src/admin/live/live-stream-link.ts';
import { TRPCProvider } from '../src/app/trpc.ts';
import { LiveStatus } from '../src/admin/live/LiveStatus.tsx';
import { useLiveConsole } from '../src/admin/live/use-live-console.ts';

/** An EventSource the test speaks for: what the server would send arrives when the test says so. */
class DrivenEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  // As the browser's: the states on each instance too (tRPC's link reads them there).
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  static made: DrivenEventSource[] = [];
  readyState = DrivenEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    DrivenEventSource.made.push(this);
  }
  send(event: string, data = '') {
    this.readyState = DrivenEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(event, { data }));
  }
  close() {
    this.readyState = DrivenEventSource.CLOSED;
  }
}

/** The server's 'connected' event as tRPC sends it (packages/api/src/trpc.ts: its 5 s ping, 12 s limit). */
const connected = JSON.stringify({ reconnectAfterInactivityMs: 12_000 });
const PING_MS = 5_000;

function Console() {
  useLiveConsole(true);
  return <LiveStatus />;
}

/** The console's stream and the header's status, with calls other than the stream left unanswered. */
function renderConsole() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const trpcClient = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: liveStreamLink('/trpc'),
        false: () => () => observable(() => () => {}),
      }),
    ],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <Console />
      </TRPCProvider>
    </QueryClientProvider>,
  );
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const status = () => screen.getByRole('status').textContent;

beforeEach(() => {
  vi.useFakeTimers();
  DrivenEventSource.made = [];
  vi.stubGlobal('EventSource', DrivenEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the header's live status", () => {
  it('says nothing while pings come, "Reconnecting…" once they stop for 12 s, and nothing once open again', async () => {
    renderConsole();
    await advance(0);
    expect(DrivenEventSource.made).toHaveLength(1);
    const first = DrivenEventSource.made[0]!;
    expect(first.url).toBe('/trpc/admin.live.changes');
    await act(async () => first.send('connected', connected));
    expect(status()).toBe('');

    // Pings every 5 s on a quiet stream: live all along, however long.
    for (let i = 0; i < 6; i++) {
      await advance(PING_MS);
      await act(async () => first.send('ping'));
    }
    expect(status()).toBe('');

    // Then nothing at all: a route or a proxy dropped the stream without a word.
    await advance(12_000 - 100);
    expect(status()).toBe('');
    expect(DrivenEventSource.made).toHaveLength(1);
    await advance(200);
    expect(status()).toBe('Live updates: Reconnecting…');
    expect(first.readyState).toBe(DrivenEventSource.CLOSED);
    expect(DrivenEventSource.made).toHaveLength(2);

    // Open again: the word goes, and screen readers are told it is back.
    await act(async () => DrivenEventSource.made[1]!.send('connected', connected));
    expect(status()).toBe('Live updates resumed.');
  });

  it('says "Reconnecting…" when a stream that never answers has had 12 s, and asks again', async () => {
    renderConsole();
    await advance(FIRST_ANSWER_MS - 1_000);
    expect(status()).toBe('');
    await advance(1_100);
    expect(status()).toBe('Live updates: Reconnecting…');
    const first = DrivenEventSource.made[0]!;
    expect(first.readyState).toBe(DrivenEventSource.CLOSED);
    // Asked again at once (nothing refused it), and live once that one answers.
    await advance(0);
    expect(DrivenEventSource.made).toHaveLength(2);
    await act(async () => DrivenEventSource.made[1]!.send('connected', connected));
    expect(status()).toBe('Live updates resumed.');
  });
});
