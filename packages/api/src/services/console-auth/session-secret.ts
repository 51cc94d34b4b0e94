import { randomBytes } from 'node:crypto';
import type { Prisma } from '@sme/db';

const key = 'console-session-secret';

/**
 * The secret that signs console session cookies when AUTH_SECRET is not set: made once, kept in the database,
 * so sessions survive a restart and every instance on one database signs alike.
 */
export async function storedSessionSecret(prisma: Prisma): Promise<string> {
  // Two instances starting together: the first insert wins, both read the same value.
  await prisma.serverSetting.createMany({
    data: [{ key, value: randomBytes(32).toString('base64url') }],
    skipDuplicates: true,
  });
  const stored = await prisma.serverSetting.findUniqueOrThrow({ where: { key } });
  return stored.value;
}
