import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { STALL_MS } from '../src/http/event-loop-watchdog.ts';
import { serverForSuite } from './test-server.ts';

describe.each(testDatabaseKinds())('/livez, /readyz and /healthz, %s', (kind) => {
  const server = serverForSuite(kind);
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('answers liveness without asking the database, and readiness with it', async () => {
    const live = await get('/livez');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'alive' });
    expect(live.headers['cache-control']).toBe('no-store');
    for (const url of ['/readyz', '/healthz']) {
      const ready = await get(url);
      expect(ready.statusCode, url).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: kind === 'postgres' ? 'postgres' : 'memory' });
    }
  });

  it('turns readiness off for a while after the event loop stalled, and stays alive', async () => {
    // The loop is watched once the instance listens.
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    expect((await get('/readyz')).statusCode).toBe(200);
    // The loop held for longer than a stall, as a long garbage collection or a runaway computation would.
    const until = Date.now() + STALL_MS + 300;
    while (Date.now() < until) {
      // busy: nothing else runs
    }
    // The watchdog's late tick runs first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'stalled' });
    expect(ready.json().stalledMs).toBeGreaterThanOrEqual(STALL_MS);
    expect((await get('/livez')).statusCode).toBe(200);
  });
});
