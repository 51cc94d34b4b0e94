import { describe, expect, it } from 'vitest';
import { callbackRequestFields, callbackRequestRules } from '../src/index.ts';

// The form checks with the rules; the server with the rules and the bot fields. They must say the same thing.
const cases = [
  { name: 'Sam Jones', phone: '07700 900456', best_time: '', email: '' },
  { name: '', phone: '', best_time: '', email: '' },
  { name: '  ', phone: ' 07700 900456 ', best_time: 'Morning (9am to 12pm)', email: 'sam@example.co.uk' },
  { name: 'Sam', phone: 'call me', best_time: '', email: '' },
  { name: 'Sam', phone: '123', best_time: '', email: '' },
  { name: 'Sam', phone: '+44 (0)20 7946 0958', best_time: 'Midnight', email: 'sam@' },
  { name: 'x'.repeat(121), phone: '07700 900456', best_time: '', email: 'not an address' },
];

const problemsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('the callback request form and server agree', () => {
  it.each(cases)('on %j', (values) => {
    expect(problemsOf(callbackRequestRules.safeParse(values))).toEqual(
      problemsOf(callbackRequestFields.safeParse(values)),
    );
  });

  it('words each problem as the form shows it', () => {
    expect(problemsOf(callbackRequestRules.safeParse(cases[1]))).toEqual({
      name: 'Please enter your name.',
      phone: 'Please enter a phone number we can call you on.',
    });
    expect(problemsOf(callbackRequestRules.safeParse(cases[5]))).toEqual({
      best_time:
        'Best time to call must be one of: As soon as possible, Morning (9am to 12pm), Lunchtime (12pm to 2pm), Afternoon (2pm to 6pm).',
      email: 'Please enter a valid email address.',
    });
  });
});
