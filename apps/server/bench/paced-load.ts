// Requests at a fixed rate, one every 1000/rate ms whatever the answers do (an open loop, as visitors arrive), each
// timed from the moment it was due rather than the moment it went out: a server that falls behind is charged for
// the wait of every request queued behind it. autocannon's own rate is not this: each connection sends its share
// of the second back to back when the second starts, so it measures a queue of `connections` requests, and its
// coordinated-omission correction takes an interval of ceil(1 / share) = 1 ms and records made-up samples.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface PacedRequest {
  method: 'POST' | 'GET';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  sent: number;
  /** Status code → how many answered with it; 0 counts requests that failed or timed out. */
  statuses: Record<number, number>;
  /** Milliseconds from when each answered request was due to when its answer ended. */
  p50: number;
  p99: number;
  max: number;
  /** Answered requests a second, over the run. */
  achievedRate: number;
}

/** Sends `rate × seconds` requests to 127.0.0.1:`port`, the n-th made by `next(n)`, and times them. */
export async function pacedLoad(options: {
  port: number;
  rate: number;
  seconds: number;
  next: (serial: number) => PacedRequest;
}): Promise<PacedResult> {
  const { port, rate, seconds, next } = options;
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  // Enough sockets that a slow answer never holds back the next request; keep-alive as a browser keeps it.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const answers: Promise<void>[] = [];
  const start = performance.now();

  const send = (serial: number) => {
    const due = start + serial * interval;
    const { method, path, headers, body } = next(serial);
    answers.push(
      new Promise<void>((resolve) => {
        const settle = (status: number) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status >= 200 && status < 300) latencies.push(performance.now() - due);
          resolve();
        };
        const req = request({ host: '127.0.0.1', port, method, path, headers, agent, timeout: 10_000 }, (res) => {
          res.resume();
          res.on('end', () => settle(res.statusCode ?? 0));
          res.on('error', () => settle(0));
        });
        req.on('timeout', () => req.destroy());
        req.on('error', () => settle(0));
        req.end(body);
      }),
    );
  };

  // A timer fires late by a millisecond or more: each tick sends every request that has come due since the last.
  let serial = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (serial < total && start + serial * interval <= now) send(serial++);
      if (serial < total) setTimeout(tick, Math.max(0, start + serial * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  await Promise.all(answers);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(share * latencies.length) - 1)] ?? NaN;
  return {
    sent: total,
    statuses,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? NaN,
    achievedRate: latencies.length / elapsed,
  };
}
