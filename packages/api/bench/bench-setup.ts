// What the console benches (bench:inbox here, bench:export in apps/server) set up alike: their options and the staff
// the fake leads are assigned to.
import { randomBytes } from 'node:crypto';
import type { Prisma } from '@sme/db';
import { createConsoleAuth, ensureAdmin } from '../src/index.ts';

/** The options of a bench that fills fake leads: how many, and the seed that makes them the same on every run. */
export const fillOptions = {
  leads: { type: 'string', default: '100000' },
  seed: { type: 'string', default: '1' },
} as const;

/** A whole-number option (`_` and `,` may group its digits); out of range, the bench stops and says what it takes. */
export function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = Number(text.replace(/[_,]/g, ''));
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  console.error(`--${name} must be a whole number from ${min} to ${max}.`);
  process.exit(1);
}

/**
 * Console auth on this database, an admin (its password made up for this run) and these agents, who share it.
 * Made before the leads are filled, so that about a fifth of the fake leads are assigned to them.
 */
export async function benchStaff(prisma: Prisma, agents: string[]) {
  const auth = createConsoleAuth({
    prisma,
    secret: randomBytes(32).toString('base64url'),
    baseURL: 'http://localhost:3000',
  });
  const admin = { email: 'bench-admin@example.co.uk', password: randomBytes(18).toString('base64url') };
  await ensureAdmin(auth, prisma, { ...admin, name: 'Bench Admin' });
  for (const name of agents) {
    const email = `${name.split(' ')[0]!.toLowerCase()}.agent@example.co.uk`;
    await auth.api.createUser({ body: { email, password: admin.password, name, role: 'agent' } });
  }
  return { auth, admin };
}
