import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../src/app/query-client.ts';

/** A read answered at once but delivered only when `deliver` is called: a slow connection. */
function slowReads() {
  let state = 'before the change';
  const pending: Array<() => void> = [];
  return {
    change: () => (state = 'after the change'),
    read: () => {
      const answer = state;
      return new Promise<string>((resolve) => pending.push(() => resolve(answer)));
    },
    deliverAll: () => pending.splice(0).forEach((deliver) => deliver()),
  };
}

describe('the query client', () => {
  it('reads again after a change even when the first read, answered before it, is still on its way', async () => {
    const queryClient = createQueryClient();
    const server = slowReads();
    const observer = new QueryObserver(queryClient, { queryKey: ['history'], queryFn: server.read });
    const seen: Array<string | undefined> = [];
    const stop = observer.subscribe((result) => seen.push(result.data));

    // The page opens: its first read is answered with the state before the change, but has not arrived yet.
    await Promise.resolve();
    server.change();
    const refreshed = queryClient.invalidateQueries({ queryKey: ['history'] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.deliverAll();
    await refreshed;
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(observer.getCurrentResult().data).toBe('after the change');
    expect(seen).not.toContain('before the change');
    stop();
  });

  it('leaves queries that already have data to the usual refetch', async () => {
    const queryClient = createQueryClient();
    let reads = 0;
    const observer = new QueryObserver(queryClient, { queryKey: ['lead'], queryFn: async () => ++reads });
    const stop = observer.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(observer.getCurrentResult().data).toBe(1);

    await queryClient.invalidateQueries({ queryKey: ['lead'] });
    expect(observer.getCurrentResult().data).toBe(2);
    stop();
  });

  it('lets a read awaited through fetchQuery (no page shows it) end as it is', async () => {
    const queryClient = createQueryClient();
    const server = slowReads();
    const lookup = queryClient.fetchQuery({ queryKey: ['address', 'SW1A 1AA'], queryFn: server.read });
    await Promise.resolve();
    const refreshed = queryClient.invalidateQueries();
    server.deliverAll();
    await refreshed;
    await expect(lookup).resolves.toBe('before the change');
  });
});
