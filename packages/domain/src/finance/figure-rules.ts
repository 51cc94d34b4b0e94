import { z } from 'zod';

// The rules every figure the business enters in the console follows, each refusal in the message it is given.

const decimals = (value: number, places: number) =>
  Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;
export const figure = (message: string, min: number, max: number, places: number) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine((value) => decimals(value, places), message);
export const wholeFigure = (message: string, min: number, max: number) =>
  z.int({ error: message }).min(min, message).max(max, message);
/** yyyy-mm-dd, a real day, not after today (UK time is close enough: a day's slack either way). */
export const pastDay = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return Number.isFinite(time) && new Date(time).toISOString().startsWith(day) && time <= Date.now() + 86_400_000;
    }, message);
