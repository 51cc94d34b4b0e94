import { randomBytes } from 'node:crypto';
import { openTestDatabase, testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { createConsoleAuth, ensureAdmin } from '../../src/index.ts';

const account = { email: 'First.Admin@example.co.uk', password: 'correct horse battery staple' };

describe.each(testDatabaseKinds())('the first admin from the settings, on %s', (kind) => {
  it('is made once when two starts make it at the same moment, and neither fails', async () => {
    const db = await openTestDatabase(kind);
    try {
      // Two instances, each with its own auth; without the start lock (an older instance, the command line).
      const auths = [0, 1].map(() =>
        createConsoleAuth({ prisma: db.prisma, secret: randomBytes(32).toString('base64url'), baseURL: 'http://x' }),
      );
      const outcomes = await Promise.all(auths.map((auth) => ensureAdmin(auth, db.prisma, account)));
      expect(outcomes.sort()).toEqual(['created', 'updated']);
      const users = await db.prisma.user.findMany({ select: { email: true, role: true } });
      expect(users).toEqual([{ email: 'first.admin@example.co.uk', role: 'admin' }]);
      // Started again, it is found, never an error.
      await expect(ensureAdmin(auths[0]!, db.prisma, account)).resolves.toBe('updated');
    } finally {
      await db.close();
    }
  });
});
