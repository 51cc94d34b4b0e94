import { describe, expect, it } from 'vitest';
import { callbackProblems, callbackRequestFields } from '../src/index.ts';

// The form checks without zod; the server checks with it. They must say the same thing to the visitor.
const cases = [
  { name: 'Sam Jones', phone: '07700 900456', best_time: '', email: '' },
  { name: '', phone: '', best_time: '', email: '' },
  { name: '  ', phone: ' 07700 900456 ', best_time: 'Morning (9am to 12pm)', email: 'sam@example.co.uk' },
  { name: 'Sam', phone: 'call me', best_time: '', email: '' },
  { name: 'Sam', phone: '123', best_time: '', email: '' },
  { name: 'Sam', phone: '+44 (0)20 7946 0958', best_time: 'Midnight', email: 'sam@' },
  { name: 'x'.repeat(121), phone: '07700 900456', best_time: '', email: 'not an address' },
];

describe('the callback request form and server agree', () => {
  it.each(cases)('on %j', (values) => {
    const parsed = callbackRequestFields.safeParse(values);
    const server = Object.fromEntries(
      (parsed.success ? [] : parsed.error.issues).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(callbackProblems(values)).toEqual(server);
  });
});
