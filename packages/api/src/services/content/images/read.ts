import type { Prisma } from '@sme/db';

export interface StoredImageFile {
  contentType: string;
  bytes: Buffer;
}

/** The stored picture at a path under /storage, or null when the database holds none there. */
export async function readStoredImage(prisma: Prisma, path: string): Promise<StoredImageFile | null> {
  const row = await prisma.storedImage.findUnique({ where: { path }, select: { contentType: true, bytes: true } });
  if (!row) return null;
  return { contentType: row.contentType, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.length) };
}
