import { useEffect, useState, type RefObject } from 'react';
import type { FieldValues, UseFormGetValues, UseFormReset, UseFormWatch } from 'react-hook-form';
import { whenHydrated } from '../app/after-hydration.ts';
import { readFields, writeFields } from './plain-form.ts';

/**
 * What a visitor typed into a form survives a reload in the same tab until it is sent: kept in session storage (this
 * tab only, gone when it closes; never in the URL) and dropped once the form is sent.
 */
const keyOf = (form: string) => `form-draft:${form}`;

function readDraft<T>(form: string): Partial<T> | undefined {
  try {
    const saved = sessionStorage.getItem(keyOf(form));
    const value: unknown = saved ? JSON.parse(saved) : undefined;
    return value && typeof value === 'object' ? (value as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

function writeDraft(form: string, values: unknown): void {
  try {
    sessionStorage.setItem(keyOf(form), JSON.stringify(values));
  } catch {
    // Storage full or refused (a private window): the form works as before, without the draft.
  }
}

export function clearSessionDraft(form: string): void {
  try {
    sessionStorage.removeItem(keyOf(form));
  } catch {
    // Nothing was kept.
  }
}

/** For a react-hook-form form: restores the tab's draft once in the browser, then keeps it as the visitor types. */
export function useFormSessionDraft<T extends FieldValues>(
  form: string,
  { watch, reset, getValues }: { watch: UseFormWatch<T>; reset: UseFormReset<T>; getValues: UseFormGetValues<T> },
): void {
  useEffect(() => {
    const draft = readDraft<T>(form);
    if (draft) reset({ ...getValues(), ...draft });
    const subscription = watch((values) => writeDraft(form, values));
    return () => subscription.unsubscribe();
  }, [form, watch, reset, getValues]);
}

/**
 * For a plain form (plain-form.ts): restores the tab's draft into the fields still empty once in the browser (what
 * was typed before the code arrived wins), then keeps it as the visitor types.
 */
export function usePlainFormDraft(
  form: string,
  ref: RefObject<HTMLFormElement | null>,
  names: readonly string[],
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const draft = readDraft<Record<string, string>>(form);
    if (draft) writeFields(element, draft, { onlyEmpty: true });
    const keep = () => writeDraft(form, readFields(element, names));
    keep();
    element.addEventListener('input', keep);
    return () => element.removeEventListener('input', keep);
  }, [form, ref, names]);
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
