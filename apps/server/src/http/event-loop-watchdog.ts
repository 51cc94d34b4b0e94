/**
 * Notices a stalled event loop (a long garbage collection, a runaway computation, a VM paused): a timer that should
 * fire every 250 ms and fires late says the loop could not run for that long. While the loop stalls nothing can answer
 * at all; once it runs again, the instance stays unready for a while (READY_AGAIN_AFTER_MS), so a load balancer or an
 * orchestrator probing /readyz takes it out rather than sending it traffic it may freeze on again.
 */
const TICK_MS = 250;
/** A tick this much late is a stall, not the ordinary jitter of a busy loop (tens of milliseconds). */
export const STALL_MS = 1_000;
const READY_AGAIN_AFTER_MS = 10_000;

export interface EventLoopWatchdog {
  /** When the latest stall ended and how long it was, or null: readiness is off until `until`. */
  stalled(now?: number): { lastedMs: number; until: number } | null;
  stop(): void;
}

export function startEventLoopWatchdog(onStall: (lastedMs: number) => void): EventLoopWatchdog {
  let expected = Date.now() + TICK_MS;
  let latest: { lastedMs: number; until: number } | null = null;
  const timer = setInterval(() => {
    const now = Date.now();
    const late = now - expected;
    expected = now + TICK_MS;
    if (late >= STALL_MS) {
      latest = { lastedMs: late, until: now + READY_AGAIN_AFTER_MS };
      onStall(late);
    }
  }, TICK_MS);
  // The watchdog never keeps the process alive on its own.
  timer.unref();
  return {
    stalled: (now = Date.now()) => (latest && latest.until > now ? latest : null),
    stop: () => clearInterval(timer),
  };
}
