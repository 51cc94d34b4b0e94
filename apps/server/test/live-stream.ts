import { performance } from 'node:perf_hooks';

/** One server-sent event as received, with the moment it arrived (performance.now()). */
export interface ReceivedEvent {
  event: string;
  data: string;
  at: number;
}

export interface LiveStream {
  /** The answer's status and headers, once they came. */
  status: number;
  headers: Headers;
  events: ReceivedEvent[];
  /** The changes it carried, as the console reads them. */
  changes(): { type: string; leadId: string; at: number }[];
  /** Resolves when the server ended the stream (or it broke). */
  ended: Promise<void>;
  close(): void;
}

/**
 * A console's live stream read as a browser's EventSource would (GET, Accept: text/event-stream, the session
 * cookie), with the browser's Sec-Fetch-Site and no X-Requested-With: the events as they arrive, each timed.
 */
export async function openLiveStream(
  baseUrl: string,
  cookie: string,
  headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
): Promise<LiveStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/trpc/admin.live.changes`, {
    headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', cookie, ...headers },
    signal: abort.signal,
  });
  const events: ReceivedEvent[] = [];
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const field = (name: string) =>
            lines
              .filter((line) => line.startsWith(`${name}:`))
              .map((line) => line.slice(name.length + 1).trimStart())
              .join('\n');
          if (!block.trim()) continue;
          events.push({ event: field('event') || 'message', data: field('data'), at: performance.now() });
        }
      }
    } catch {
      // Closed by this side, or cut off: either way the stream has ended.
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    changes: () =>
      events
        .filter((event) => event.event === 'message')
        .map((event) => ({ ...(JSON.parse(event.data) as { type: string; leadId: string }), at: event.at })),
    ended,
    close: () => abort.abort(),
  };
}
