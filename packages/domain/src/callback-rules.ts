import { isPlausiblePhone } from './form-rules.ts';
import { serverMessages } from './messages.ts';

// "Prefer we call you?": the callback request offered beside the booking calendar, first when the calendar
// cannot load, and on the address step when a postcode finds no address. Free of zod, so the form can use it
// without loading the schemas.

export const callbackRequestMessages = {
  nameMissing: 'Please enter your name.',
  phoneMissing: 'Please enter a phone number we can call you on.',
  phoneInvalid: serverMessages.invalidPhone,
  idOrPostcode: 'Please send the quote id or the postcode.',
  sent: "Thank you. We'll call you back as soon as we can, within office hours.",
} as const;

/** The choices for "Best time to call"; blank means any time. */
export const bestTimesToCall = [
  'As soon as possible',
  'Morning (9am to 12pm)',
  'Lunchtime (12pm to 2pm)',
  'Afternoon (2pm to 6pm)',
] as const;
export type BestTimeToCall = (typeof bestTimesToCall)[number];

export const CALLBACK_NAME_MAX = 120;

type CallbackField = 'name' | 'phone' | 'best_time' | 'email';

/**
 * The form's check, without zod (the public pages do not load the schemas): the same rules and words as
 * `callbackRequestFields` on the server. Empty when all is well.
 */
export function callbackProblems(values: Record<CallbackField, string>): Partial<Record<CallbackField, string>> {
  const problems: Partial<Record<CallbackField, string>> = {};
  const name = values.name.trim();
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (!name) problems.name = callbackRequestMessages.nameMissing;
  else if (name.length > CALLBACK_NAME_MAX) problems.name = serverMessages.tooLong('Name', CALLBACK_NAME_MAX);
  if (!phone) problems.phone = callbackRequestMessages.phoneMissing;
  else if (!isPlausiblePhone(phone)) problems.phone = callbackRequestMessages.phoneInvalid;
  if (values.best_time && !(bestTimesToCall as readonly string[]).includes(values.best_time)) {
    problems.best_time = serverMessages.oneOf('Best time to call', bestTimesToCall);
  }
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.email = serverMessages.invalidEmail;
  return problems;
}
