import { useState } from 'react';
import { isWorthTryingAgain, KEEP_TRYING, keepTryingDelay, noteRetrying } from '../app/keep-trying.ts';
import { loadApi } from '../app/lazy-api.ts';
import type { ApiClient } from '../app/trpc-client.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A visitor's one submission, without a query cache. During a failover or a restart it is sent again until it is
 * taken, as the site's other submissions are (query-client.ts), with KeepTryingNotice saying so; what was typed
 * stays in the form meanwhile. It is stored once by its fingerprint however often it arrives.
 */
async function sendKeepingOn<Answer>(call: () => Promise<Answer>): Promise<Answer> {
  let retrying = false;
  try {
    // As TanStack Query counts them: the failures before this one.
    for (let failures = 0; ; failures++) {
      try {
        return await call();
      } catch (error) {
        if (failures >= KEEP_TRYING || !isWorthTryingAgain(error, { replayable: true })) throw error;
      }
      if (!retrying) noteRetrying(1);
      retrying = true;
      await pause(keepTryingDelay(failures));
    }
  } finally {
    if (retrying) noteRetrying(-1);
  }
}

/**
 * A form's one call: `busy` while it is on its way (the button cannot be pressed again). A success calls `onSuccess`
 * with the answer, a failure `onError` with the error, as TanStack Query's mutate does.
 */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const submit = async <Answer>(
    call: (api: ApiClient) => Promise<Answer>,
    { onSuccess, onError }: { onSuccess: (answer: Answer) => void; onError: (error: unknown) => void },
  ) => {
    setBusy(true);
    let answer: Answer;
    try {
      const api = await loadApi();
      answer = await sendKeepingOn(() => call(api));
    } catch (error) {
      return onError(error);
    } finally {
      setBusy(false);
    }
    onSuccess(answer);
  };
  return { busy, submit };
}
