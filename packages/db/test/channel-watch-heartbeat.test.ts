import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
// The fault tests' TCP proxy: it silences a connection without a reset, as a dead route does.
import { startFaultProxy, type FaultProxy } from '../../../apps/server/test/faults/fault-proxy.ts';
import { HEARTBEAT, watchPostgresChannel, type ChannelWatch } from '../src/channel-watch.ts';
import type { Database } from '../src/index.ts';
import { openTestDatabase } from '../src/testing.ts';

// A watch's listening connection that falls silent (no reset: the proxy keeps both ends open and passes nothing) is
// noticed within 5 s, reported as a dropped one is (connection down, notifications missed), and made again; and a
// process that is only slow is not taken for a dead connection. PostgreSQL only: the embedded database has no
// connection.

const CHANNEL = 'sme_heartbeat_test';
const NOTICED_MS = 5_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('a channel watch whose connection falls silent (PostgreSQL)', () => {
  let db: Database & { url?: string };
  let proxy: FaultProxy;
  let observer: pg.Client;
  let watch: ChannelWatch | undefined;
  const events: { what: string; at: number; cause?: string | undefined }[] = [];
  const heard: string[] = [];

  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    proxy = await startFaultProxy(db.url!);
    observer = new pg.Client({ connectionString: db.url });
    await observer.connect();
  }, 60_000);
  afterEach(async () => {
    await watch?.stop();
    watch = undefined;
    events.length = 0;
    heard.length = 0;
  });
  afterAll(async () => {
    await observer?.end();
    await proxy?.close();
    await db?.close();
  });

  const startWatch = async () => {
    watch = await watchPostgresChannel(proxy.url, CHANNEL, {
      notified: (payload) => heard.push(payload),
      missed: () => events.push({ what: 'missed', at: performance.now() }),
      connection: (up, cause) => events.push({ what: up ? 'up' : 'down', at: performance.now(), cause }),
    });
    expect(watch.live).toBe(true);
  };

  /** Silences the watch's session, found by its statement (the beat is its LISTEN again); when the silence began. */
  const silenceWatch = async () => {
    const { rows } = await observer.query<{ port: number }>(
      `SELECT client_port AS port FROM pg_stat_activity WHERE datname = current_database() AND query = $1`,
      [`LISTEN ${CHANNEL}`],
    );
    const ports = new Set(rows.map((row) => row.port));
    expect(proxy.silence(({ databasePort }) => databasePort !== undefined && ports.has(databasePort))).toBe(1);
    return performance.now();
  };

  const notify = (payload: string) => observer.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);

  // Silenced at several moments after the connection is made: between two beats, and as one is on its way or its
  // answer is (a beat goes out every 1.5 s), so the beat itself going silent is covered too.
  it('notices within 5 s, reports it as a lost connection, and listens again on a new one', async () => {
    await startWatch();
    const figures: number[] = [];
    for (const [round, offsetMs] of [100, 800, 1_450, 2_300].entries()) {
      const upAt = events.findLast((event) => event.what === 'up')?.at ?? performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, upAt + offsetMs - performance.now())));
      const before = events.length;
      const silentFrom = await silenceWatch();
      // Sent while silent: not heard, which is what `missed` owns up to.
      await notify(`unheard ${round}`);

      await vi.waitFor(() => expect(events.slice(before).map((event) => event.what)).toContain('down'), {
        timeout: 10_000,
        interval: 5,
      });
      const down = events.slice(before).find((event) => event.what === 'down')!;
      figures.push(Math.round(down.at - silentFrom));
      expect(down.cause).toBe('HEARTBEAT_TIMEOUT');
      expect(watch!.live).toBe(false);
      // Told as a dropped connection is: consoles read again, caches are cleared.
      expect(events.slice(before).some((event) => event.what === 'missed' && event.at >= down.at)).toBe(true);

      await vi.waitFor(() => expect(watch!.live).toBe(true), { timeout: 5_000, interval: 5 });
      await notify(`heard ${round}`);
      await vi.waitFor(() => expect(heard).toContain(`heard ${round}`), { timeout: 2_000, interval: 5 });
      expect(heard).not.toContain(`unheard ${round}`);
    }
    console.log(`silent listening connection noticed after (ms): ${figures.join(', ')}`);
    for (const ms of figures) expect(ms).toBeLessThan(NOTICED_MS);
  }, 60_000);

  // A loaded machine runs timers late: in a full unit run (CPU saturated) the deadline fired more than 200 ms late, the
  // beat got a whole second deadline and the silence was noticed after 6.6 s. Held up a quarter of a second just as
  // the deadline is due, a silent connection must still be noticed within 5 s.
  it('notices a silence within 5 s when the process is held up a quarter second as the deadline falls due', async () => {
    await startWatch();
    const beat = `LISTEN ${CHANNEL}`;
    const query = pg.Client.prototype.query;
    let silentFrom: number | undefined;
    let heldUp = false;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args) {
      // The first beat sent into the silence: just before its deadline, the thread is busy for 250 ms.
      if (args[0] === beat && silentFrom !== undefined && !heldUp) {
        heldUp = true;
        setTimeout(() => {
          const until = performance.now() + 250;
          while (performance.now() < until) {
            // busy: the deadline's timer is due meanwhile and runs late
          }
        }, HEARTBEAT.deadlineMs - 50);
      }
      return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
    try {
      const upAt = events.findLast((event) => event.what === 'up')!.at;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, upAt + 100 - performance.now())));
      silentFrom = await silenceWatch();
      await vi.waitFor(() => expect(events.map((event) => event.what)).toContain('down'), {
        timeout: 10_000,
        interval: 5,
      });
    } finally {
      spy.mockRestore();
    }
    expect(heldUp).toBe(true);
    const down = events.find((event) => event.what === 'down')!;
    expect(down.cause).toBe('HEARTBEAT_TIMEOUT');
    expect(Math.round(down.at - silentFrom)).toBeLessThan(NOTICED_MS);
  }, 30_000);

  it('takes a process held up past the deadline with a beat on its way for slow, not for a lost connection', async () => {
    await startWatch();
    // The thread is held up just after a beat is sent, past its deadline: its answer arrives meanwhile and is read
    // only after the deadline's timer is due. Three beats in a row, then the watch must still be live.
    const beat = `LISTEN ${CHANNEL}`;
    const query = pg.Client.prototype.query;
    let held = 0;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args) {
      const sent = (query as (...a: unknown[]) => unknown).apply(this, args);
      if (args[0] === beat && held < 3) {
        held += 1;
        const until = performance.now() + HEARTBEAT.deadlineMs + 500;
        while (performance.now() < until) {
          // busy: no timer runs and no socket is read meanwhile
        }
      }
      return sent as never;
    });
    try {
      await vi.waitFor(() => expect(held).toBe(3), { timeout: 20_000, interval: 50 });
      await new Promise((resolve) => setTimeout(resolve, HEARTBEAT.everyMs * 2));
    } finally {
      spy.mockRestore();
    }
    expect(events.map((event) => event.what)).toEqual(['up', 'missed']);
    expect(watch!.live).toBe(true);
    await notify('still here');
    await vi.waitFor(() => expect(heard).toContain('still here'), { timeout: 2_000, interval: 5 });
  }, 30_000);
});
