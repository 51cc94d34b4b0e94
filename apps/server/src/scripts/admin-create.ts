// npm run admin:create -- --email someone@example.co.uk [--name "Sam Carter"]
// Creates a console admin (or makes an existing user an enabled admin with a new password) on the database the
// settings point at. The password comes from ADMIN_PASSWORD, or is asked for twice without being shown.
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createConsoleAuth, ensureAdmin, storedSessionSecret } from '@sme/api';
import { databaseTargetFromEnv, openDatabase } from '@sme/db';
import { CONSOLE_PASSWORD_MAX, CONSOLE_PASSWORD_MIN } from '@sme/domain';
import { z } from 'zod';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success) fail('Usage: npm run admin:create -- --email someone@example.co.uk [--name "Their Name"]');

/** Reads a line without echoing it (a password typed at a terminal). */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = rl.question(question);
  muted = true;
  const line = await answer;
  rl.close();
  process.stdout.write('\n');
  return line;
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) fail('Set ADMIN_PASSWORD, or run this at a terminal to type the password.');
  const first = await askHidden(`Password for ${email.data} (at least ${CONSOLE_PASSWORD_MIN} characters): `);
  const again = await askHidden('Same password again: ');
  if (first !== again) fail('The two passwords differ: nothing was changed.');
  return first;
}

const password = await readPassword();
if (password.length < CONSOLE_PASSWORD_MIN || password.length > CONSOLE_PASSWORD_MAX) {
  fail(`The password must be ${CONSOLE_PASSWORD_MIN} to ${CONSOLE_PASSWORD_MAX} characters: nothing was changed.`);
}

const db = await openDatabase(databaseTargetFromEnv(process.env));
try {
  await db.migrate();
  const secret = process.env.AUTH_SECRET ?? (await storedSessionSecret(db.prisma));
  const auth = createConsoleAuth({ prisma: db.prisma, secret, baseURL: process.env.PUBLIC_URL ?? 'http://localhost' });
  const outcome = await ensureAdmin(auth, db.prisma, {
    email: email.data,
    password,
    resetPassword: true,
    ...(values.name ? { name: values.name } : {}),
  });
  console.log(
    outcome === 'created'
      ? `Created the console admin ${email.data}. Sign in at /admin.`
      : `${email.data} is now an enabled console admin with the new password.`,
  );
} finally {
  await db.close();
}
// The schema engine leaves its 10 s lock-timeout timer behind; nothing else is pending.
process.exit(0);
