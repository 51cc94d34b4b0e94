import { useEffect, useState, type RefObject } from 'react';
import { whenHydrated } from '../app/after-hydration.ts';
import { readDraft, writeDraft } from './draft-storage.ts';
import { keepPlainFormDraft } from './plain-form-draft.ts';

export { clearSessionDraft } from './draft-storage.ts';
export { draftAttributes, keepPlainFormDraft } from './plain-form-draft.ts';

/** For a plain form (plain-form.ts) carrying its draft attributes (draftAttributes): kept once in the browser. */
export function usePlainFormDraft(ref: RefObject<HTMLFormElement | null>): void {
  useEffect(() => (ref.current ? keepPlainFormDraft(ref.current) : undefined), [ref]);
}

/**
 * For a form kept in React state: the state, with the tab's draft restored once the page has hydrated (the server
 * rendered it blank), and kept as it changes.
 */
export function useSessionDraftState<T extends object>(
  form: string,
  blank: T,
): [T, (next: T | ((now: T) => T)) => void] {
  const [values, setValues] = useState<T>(blank);
  useEffect(() => {
    let active = true;
    void whenHydrated().then(() => {
      const draft = readDraft<T>(form);
      if (active && draft) setValues((now) => ({ ...now, ...draft }));
    });
    return () => {
      active = false;
    };
  }, [form]);
  // Like useState's: given a function, it works from the latest values, so several changes in one batch (fields put
  // back together once a part's code has arrived) all count.
  const update = (next: T | ((now: T) => T)) => {
    setValues((now) => {
      const value = typeof next === 'function' ? next(now) : next;
      writeDraft(form, value);
      return value;
    });
  };
  return [values, update];
}
