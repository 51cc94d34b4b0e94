import type { Prisma } from '@sme/db';
import { imageFolders, imageLimits, imageMessages, storageUrl, type ImageFolder } from '@sme/domain';
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { audit } from '../../audit.ts';

/** Why an upload was refused, in the uploader's words, with the HTTP status that says it. */
export class ImageRefusal extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

export interface UploadedImage {
  bytes: Uint8Array;
  folder: string;
  /** The file's name as the uploader's computer had it: only its words are kept, for a readable address. */
  nameHint: string;
  /** The signed-in member of staff; null for the system (no audit entry). */
  uploadedById: string | null;
}

export interface StoredImageRef {
  /** Under /storage, e.g. blog/energy-bills-3f2a9c1d0b4e.webp. */
  path: string;
  url: string;
  width: number;
  height: number;
  /** The size of the stored (re-encoded) file. */
  bytes: number;
}

/**
 * What the decoder takes at most: a side of 12,000 px squared. A small compressed file can claim an enormous
 * picture; libvips refuses to decode past this rather than fill the server's memory.
 */
const LIMIT_INPUT_PIXELS = imageLimits.maxSide * imageLimits.maxSide;

/** The formats taken, as libvips names them: AVIF is HEIF with AV1 compression (HEIC, with HEVC, is not taken). */
const takenFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/**
 * Checks an uploaded picture by its content (whatever its name or declared type), re-encodes it for the web and
 * stores it in the database, where every instance serves it from (/storage/<path>).
 *
 * The stored file is a new WebP made from the decoded pixels: turned upright by its EXIF orientation, scaled down to
 * the widest the site shows, and without any of the original's metadata (a phone's photo carries where it was taken,
 * when, and on which device). Its path ends with a hash of its bytes, so a path never changes what it names: it can
 * be cached for a year, and uploading the same picture again finds the same row.
 */
export async function storeUploadedImage(prisma: Prisma, upload: UploadedImage): Promise<StoredImageRef> {
  const folder = checkedFolder(upload.folder);
  const input = Buffer.from(upload.bytes.buffer, upload.bytes.byteOffset, upload.bytes.byteLength);
  if (input.length === 0) throw new ImageRefusal(400, imageMessages.empty);
  if (input.length > imageLimits.maxBytes) throw new ImageRefusal(413, imageMessages.tooLarge);

  await checkedPicture(input);
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(input, { limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error', animated: false })
      .autoOrient()
      .resize({ width: imageLimits.storedMaxWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // The header was sound but the pixels are not (a truncated or damaged file).
    throw new ImageRefusal(422, imageMessages.unreadable);
  }

  const hash = createHash('sha256').update(output.data).digest('hex').slice(0, 12);
  const path = `${folder}/${slugOf(upload.nameHint)}-${hash}.webp`;
  const row = {
    path,
    contentType: 'image/webp',
    bytes: new Uint8Array(output.data),
    width: output.info.width,
    height: output.info.height,
    uploadedById: upload.uploadedById,
  };
  await prisma.$transaction(async (tx) => {
    // The same picture under the same name is the same path: the row that exists already is the one wanted.
    await tx.storedImage.createMany({ data: [row], skipDuplicates: true });
    if (upload.uploadedById) {
      await audit(tx, { actorId: upload.uploadedById, action: 'content.image.upload', detail: { path } });
    }
  });
  return { path, url: storageUrl(path), width: row.width, height: row.height, bytes: output.data.length };
}

function checkedFolder(folder: string): ImageFolder {
  if (!(imageFolders as readonly string[]).includes(folder)) throw new ImageRefusal(400, imageMessages.unknownFolder);
  return folder as ImageFolder;
}

/** The picture's type and upright size, from its header, before any pixel is decoded. */
async function checkedPicture(input: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    // Not a format libvips knows at all: a PDF, a text file, a document with an image's name.
    throw new ImageRefusal(415, imageMessages.notAnImage);
  }
  const isAvif = metadata.format !== 'heif' || metadata.compression === 'av1';
  // SVG is refused too: a drawing that is a program (scripts, links, external references) is not a photo.
  if (!takenFormats.has(metadata.format) || !isAvif) throw new ImageRefusal(415, imageMessages.notAnImage);
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new ImageRefusal(422, imageMessages.unreadable);
  if (width > imageLimits.maxSide || height > imageLimits.maxSide) {
    throw new ImageRefusal(422, imageMessages.tooBig(width, height));
  }
  if (width < imageLimits.minWidth || height < imageLimits.minHeight) {
    throw new ImageRefusal(422, imageMessages.tooSmall(width, height));
  }
}

/** A file name as words for an address: "Café menu (final).JPG" → "cafe-menu-final". */
export function slugOf(name: string): string {
  const slug = name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'image';
}
