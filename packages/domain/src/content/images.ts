/**
 * Uploaded pictures (a post's cover, a card machine's photo, an acquirer's logo): what is taken, and the words the
 * console and the server both use for it, so the field states the limits the server holds uploads to.
 */

/** Where an upload may go: the folders of /storage the site's content points into. */
export const imageFolders = ['blog', 'cash_advance/product', 'cash_advance/product_acquirer'] as const;
export type ImageFolder = (typeof imageFolders)[number];

/** Where the console sends a picture (POST, the file's bytes as the body). Under the console's base: never cached. */
export const imageUploadPath = '/admin/images';

/** The types a file may be, as the file input's `accept` lists them; the server checks the content, not the name. */
export const acceptedImageTypes = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

const MB = 1024 * 1024;

export const imageLimits = {
  /** The largest file taken: a phone's photo fits, with room to spare. */
  maxBytes: 10 * MB,
  /** Smaller than this is too blurred for a card on the site. */
  minWidth: 200,
  minHeight: 100,
  /** Larger than this on a side is not a photo but a poster (or a file built to exhaust the server's memory). */
  maxSide: 12_000,
  /** What the site shows at most: wider pictures are scaled down to this width, smaller ones are kept as they are. */
  storedMaxWidth: 1600,
} as const;

const thousands = (n: number) => n.toLocaleString('en-GB');

export const imageMessages = {
  notAnImage: 'This file is not a JPEG, PNG, WebP, GIF or AVIF image. Choose a photo or picture file.',
  tooLarge: 'This file is larger than 10 MB. Choose a smaller picture, or save it at a lower quality first.',
  empty: 'This file is empty. Choose a photo or picture file.',
  /** {width}×{height}: the picture's own size in pixels. */
  tooSmall: (width: number, height: number) =>
    `This picture is ${thousands(width)} × ${thousands(height)} pixels: it must be at least ` +
    `${imageLimits.minWidth} × ${imageLimits.minHeight} pixels. Choose a larger picture.`,
  tooBig: (width: number, height: number) =>
    `This picture is ${thousands(width)} × ${thousands(height)} pixels: it must be at most ` +
    `${thousands(imageLimits.maxSide)} pixels on each side. Choose a smaller picture.`,
  unreadable: 'This picture could not be read: the file may be damaged. Try saving it again, or choose another.',
  unknownFolder: 'Pictures can only be stored for blog posts, card machines and acquirers.',
  uploadFailed: 'The picture could not be uploaded. Check your connection and try again.',
  storeFailed: 'The picture could not be stored. Please try again.',
  notFromConsole: 'Upload pictures from the console’s own pages.',
} as const;

/** The limits in words, under the file input (written out: no work at load for pages that never show it). */
export const imageLimitsInWords =
  'JPEG, PNG, WebP, GIF or AVIF, up to 10 MB, at least 200 × 100 pixels. Pictures wider than 1,600 pixels are ' +
  'scaled down.';

/** The address a stored picture is served at, from its path under /storage (e.g. blog/x-3f2a9c1d0b4e.webp). */
export const storageUrl = (path: string) => `/storage/${path}`;
