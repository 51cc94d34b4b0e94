import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Where the console's live stream stands: `starting` until its first answer (nothing to say yet), `live` while
 * changes arrive as they happen, `reconnecting` once it was lost, refused or went quiet and is being opened again.
 */
export type LiveState = 'starting' | 'live' | 'reconnecting';

interface LiveStateStore {
  state: LiveState;
  listeners: Set<() => void>;
}

// One per console (its QueryClient): the stream's hook runs where the console starts (ConsoleApp), the header that
// shows its state is rendered further down, and the two meet here without threading it through every screen.
const stores = new WeakMap<QueryClient, LiveStateStore>();

function storeOf(queryClient: QueryClient): LiveStateStore {
  let store = stores.get(queryClient);
  if (!store) {
    store = { state: 'starting', listeners: new Set() };
    stores.set(queryClient, store);
  }
  return store;
}

/** Called by the live stream's hook as the stream opens, goes down and comes back. */
export function setLiveState(queryClient: QueryClient, state: LiveState): void {
  const store = storeOf(queryClient);
  if (store.state === state) return;
  store.state = state;
  for (const listener of store.listeners) listener();
}

/** The console's live state, for what shows it. */
export function useLiveState(): LiveState {
  const store = storeOf(useQueryClient());
  return useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => store.state,
    // Rendered on the server as the console's loading state: no stream there.
    () => 'starting',
  );
}
