import { z } from 'zod';
import { isPlausiblePhone } from './form-rules.ts';
import { serverMessages } from './messages.ts';

// Server-side field rules shared by every form: trimmed text with a length cap, blank allowed;
// each form decides which fields it requires.

export const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, serverMessages.tooLong(label, max)).optional().default('');

export const optionalEmail = () =>
  optionalText('Email', 254).refine((v) => v === '' || z.email().safeParse(v).success, serverMessages.invalidEmail);

export const optionalPhone = () =>
  optionalText('Phone', 40).refine((v) => v === '' || isPlausiblePhone(v), serverMessages.invalidPhone);
