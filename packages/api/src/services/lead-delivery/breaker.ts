/** When a destination counts as down, and how long it is left alone. */
export interface BreakerSettings {
  /** Failed tries in a row, with no success between, that pause the destination. */
  failuresToPause: number;
  /** The first pause; each failed probe doubles it, up to `longestPauseMs`. */
  firstPauseMs: number;
  longestPauseMs: number;
}

export const defaultBreakerSettings: BreakerSettings = {
  failuresToPause: 5,
  firstPauseMs: 30_000,
  longestPauseMs: 10 * 60_000,
};

/**
 * closed: every due delivery is sent. paused: none is, until `resumesAt`. probing: the pause is over and one delivery
 * goes first, to learn whether the destination answers again before the rest are sent after it.
 */
export type BreakerState = 'closed' | 'paused' | 'probing';

/**
 * A circuit breaker for one destination (a channel's CRM endpoint or mail server), in this instance's memory only.
 * Each server instance learns for itself that a destination is down: a few tries of each instance are the whole
 * cost, and nothing is shared that a restart or a lost instance could leave wrong. While it is paused the worker does
 * not call the destination at all: a CRM that hangs 10 s a call then costs one probe per pause, not a call per lead.
 */
export class DestinationBreaker {
  private failuresInARow = 0;
  private pausedUntil: number | null = null;
  private pauseMs = 0;
  /** Times this breaker paused its destination since the instance started. */
  openings = 0;

  constructor(
    private readonly settings: BreakerSettings = defaultBreakerSettings,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): BreakerState {
    if (this.pausedUntil === null) return 'closed';
    return this.now() < this.pausedUntil ? 'paused' : 'probing';
  }

  /** When a pause ends (or ended); null when the destination is not paused. */
  get resumesAt(): number | null {
    return this.pausedUntil;
  }

  /** How long the current (or last) pause is. */
  get currentPauseMs(): number {
    return this.pauseMs;
  }

  get failures(): number {
    return this.failuresInARow;
  }

  /** The destination took a delivery: it is up. Answers true when that ends a pause. */
  succeeded(): boolean {
    const wasPaused = this.pausedUntil !== null;
    this.failuresInARow = 0;
    this.pausedUntil = null;
    this.pauseMs = 0;
    return wasPaused;
  }

  /**
   * The destination failed a try. Answers true when that pauses it: the Nth failure in a row, or a failed probe
   * (paused again, for twice as long). A try that was already under way when the pause began and fails during it
   * changes nothing: the pause already stands for it.
   */
  failed(): boolean {
    this.failuresInARow += 1;
    const state = this.state;
    if (state === 'paused') return false;
    if (state === 'closed' && this.failuresInARow < this.settings.failuresToPause) return false;
    this.pauseMs =
      state === 'probing' ? Math.min(this.pauseMs * 2, this.settings.longestPauseMs) : this.settings.firstPauseMs;
    this.pausedUntil = this.now() + this.pauseMs;
    this.openings += 1;
    return true;
  }
}
