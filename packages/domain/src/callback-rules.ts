import { serverMessages } from './server-messages.ts';

// "Prefer we call you?": the callback request offered beside the booking calendar, first when the calendar
// cannot load, and on the address step when a postcode finds no address. Its words and choices; the rules that use
// them are in rules/callback-request.ts.

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
