// "Prefer we call you?"'s choices and limits, apart from its messages (callback-rules.ts): the form draws its choices
// with the page, and its messages (with the server's words they borrow) come only with its rules.

/** The choices for "Best time to call"; blank means any time. */
export const bestTimesToCall = [
  'As soon as possible',
  'Morning (9am to 12pm)',
  'Lunchtime (12pm to 2pm)',
  'Afternoon (2pm to 6pm)',
] as const;
export type BestTimeToCall = (typeof bestTimesToCall)[number];

export const CALLBACK_NAME_MAX = 120;
