// The callback form's rules (zod), fetched when the form is first touched or sent, not with the page that holds it.
import { callbackRequestRules } from '@sme/domain';
import type { CallbackValues } from './CallbackRequestForm.tsx';

type Problems = Partial<Record<keyof CallbackValues, string>>;

/** The form's values as the server's rules take them (trimmed), or each field's first problem. */
export function checkCallback(values: Record<keyof CallbackValues, string>) {
  const checked = callbackRequestRules.safeParse(values);
  if (checked.success) return { values: checked.data as CallbackValues, problems: {} as Problems };
  const problems: Problems = {};
  for (const issue of checked.error.issues) problems[issue.path[0] as keyof CallbackValues] ??= issue.message;
  return { values: null, problems };
}
