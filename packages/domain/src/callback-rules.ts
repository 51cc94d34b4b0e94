import { serverMessages } from './server-messages.ts';

// "Prefer we call you?": the callback request offered beside the booking calendar, first when the calendar
// cannot load, and on the address step when a postcode finds no address. Its words and choices; the rules that use
// them are in rules/callback-request.ts, its choices in callback-choices.ts.

export const callbackRequestMessages = {
  nameMissing: 'Please enter your name.',
  phoneMissing: 'Please enter a phone number we can call you on.',
  phoneInvalid: serverMessages.invalidPhone,
  idOrPostcode: 'Please send the quote id or the postcode.',
  sent: "Thank you. We'll call you back as soon as we can, within office hours.",
} as const;
