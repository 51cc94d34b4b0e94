import type { Database } from '@sme/db';
import { openTestDatabase, testDatabaseKinds } from '@sme/db/testing';
import { imageLimits, imageLimitsInWords, imageMessages } from '@sme/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageRefusal, slugOf, storeUploadedImage } from '../../src/services/content/images/index.ts';

/** A photo-like picture: noise compresses about as badly as a real photo does. */
const photo = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 40 } },
  });

/** Whether an EXIF block holds a GPS section (tag 0x8825 in either byte order). */
const hasGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

describe.each(testDatabaseKinds())('storing an uploaded picture, on %s', (kind) => {
  let db: Database;
  let editorId: string;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    editorId = (
      await db.prisma.user.create({
        data: { id: 'editor-1', name: 'Eddie Editor', email: 'eddie@example.co.uk', role: 'editor' },
      })
    ).id;
  });
  afterAll(() => db?.close());

  const store = (bytes: Buffer, nameHint = 'photo.jpg', folder = 'blog') =>
    storeUploadedImage(db.prisma, { bytes, folder, nameHint, uploadedById: editorId });
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => undefined,
      (cause: unknown) => cause,
    );
    expect(error).toBeInstanceOf(ImageRefusal);
    return error as ImageRefusal;
  };

  it('stores a large photo re-encoded as WebP: smaller, at most 1,600 px wide, under a content-hashed path', async () => {
    const original = await photo(4000, 3000).jpeg({ quality: 92 }).toBuffer();
    const stored = await store(original, 'Café Menu (final).JPG');
    expect(stored.path).toMatch(/^blog\/cafe-menu-final-[0-9a-f]{12}\.webp$/);
    expect(stored.url).toBe(`/storage/${stored.path}`);
    expect([stored.width, stored.height]).toEqual([1600, 1200]);
    expect(stored.bytes).toBeLessThan(original.length / 4);

    const row = await db.prisma.storedImage.findUniqueOrThrow({ where: { path: stored.path } });
    expect(row).toMatchObject({ contentType: 'image/webp', width: 1600, height: 1200, uploadedById: editorId });
    expect(row.bytes.length).toBe(stored.bytes);
    const kept = await sharp(Buffer.from(row.bytes)).metadata();
    expect([kept.format, kept.width, kept.height]).toEqual(['webp', 1600, 1200]);

    const audited = await db.prisma.auditEntry.findMany({ where: { action: 'content.image.upload' } });
    expect(audited.map((entry) => [entry.actorId, entry.detail])).toContainEqual([editorId, { path: stored.path }]);
  });

  it('stores the same picture again under the same path, once', async () => {
    const original = await photo(800, 600).png().toBuffer();
    const first = await store(original, 'logo.png', 'cash_advance/product_acquirer');
    const again = await store(original, 'logo.png', 'cash_advance/product_acquirer');
    expect(again).toEqual(first);
    expect(first.path.startsWith('cash_advance/product_acquirer/logo-')).toBe(true);
    expect(await db.prisma.storedImage.count({ where: { path: first.path } })).toBe(1);
  });

  it('never enlarges a small picture', async () => {
    const stored = await store(await photo(640, 360).webp().toBuffer(), 'small.webp');
    expect([stored.width, stored.height]).toEqual([640, 360]);
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata, where it was taken least of all', async () => {
    const original = await photo(600, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Phone', Model: 'Phone 15', Copyright: 'Someone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 3230/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 4/1',
        },
      })
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(hasGps(before.exif)).toBe(true);

    const stored = await store(original, 'IMG_0042.jpeg');
    // Orientation 6: the camera was turned a quarter; the stored picture stands the way it was seen.
    expect([stored.width, stored.height]).toEqual([400, 600]);
    const row = await db.prisma.storedImage.findUniqueOrThrow({ where: { path: stored.path } });
    const after = await sharp(Buffer.from(row.bytes)).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(Buffer.from(row.bytes).includes(Buffer.from('Phone 15'))).toBe(false);
  });

  it('takes PNG, GIF (its first frame) and AVIF too', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
        .png()
        .toBuffer();
    // Two frames, red then blue: the stored picture is the first, still.
    const gif = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const avif = await photo(300, 200).avif().toBuffer();
    const png = await photo(300, 200).png().toBuffer();
    const stored: Record<string, string> = {};
    for (const [bytes, name] of [
      [gif, 'anim.gif'],
      [avif, 'pic.avif'],
      [png, 'pic.png'],
    ] as const) {
      const image = await store(bytes, name);
      expect([image.width, image.height]).toEqual([300, 200]);
      stored[name] = image.path;
    }
    const still = await db.prisma.storedImage.findUniqueOrThrow({ where: { path: stored['anim.gif']! } });
    const kept = sharp(Buffer.from(still.bytes));
    expect((await kept.metadata()).pages ?? 1).toBe(1);
    const [red, green, blue] = await kept.raw().toBuffer();
    expect([red! > 200, green! < 40, blue! < 40]).toEqual([true, true, true]);
  });

  it.each([
    ['a PDF named .jpg', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'), 'scan.jpg'],
    ['a text file named .png', Buffer.from('Just some words, not a picture at all.\n'.repeat(50)), 'notes.png'],
    [
      'an SVG drawing',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script>' +
          '<rect width="800" height="600" fill="red"/></svg>',
      ),
      'drawing.svg',
    ],
  ])('refuses %s whatever its name says, storing nothing', async (_what, bytes, name) => {
    const before = await db.prisma.storedImage.count();
    const error = await refusal(store(bytes, name));
    expect([error.status, error.message]).toEqual([415, imageMessages.notAnImage]);
    expect(error.message).toBe(
      'This file is not a JPEG, PNG, WebP, GIF or AVIF image. Choose a photo or picture file.',
    );
    expect(await db.prisma.storedImage.count()).toBe(before);
  });

  it('refuses a TIFF, a real picture in a format the site does not take', async () => {
    const error = await refusal(store(await photo(400, 300).tiff().toBuffer(), 'scan.tif'));
    expect(error.message).toBe(imageMessages.notAnImage);
  });

  it('refuses a picture too small to show, and says its size', async () => {
    const error = await refusal(store(await photo(150, 90).png().toBuffer(), 'icon.png'));
    expect(error.status).toBe(422);
    expect(error.message).toBe(
      'This picture is 150 × 90 pixels: it must be at least 200 × 100 pixels. Choose a larger picture.',
    );
  });

  it('refuses a picture larger than 12,000 px on a side before decoding it', async () => {
    // A flat colour compresses to almost nothing: a small file that claims a huge picture.
    const huge = await sharp({ create: { width: 12_500, height: 200, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(imageLimits.maxBytes);
    const error = await refusal(store(huge, 'banner.png'));
    expect(error.message).toBe(
      'This picture is 12,500 × 200 pixels: it must be at most 12,000 pixels on each side. Choose a smaller picture.',
    );
  });

  it('refuses a file over 10 MB, an empty file, a damaged picture and an unknown folder', async () => {
    const tooLarge = await refusal(store(Buffer.alloc(imageLimits.maxBytes + 1), 'big.jpg'));
    expect([tooLarge.status, tooLarge.message]).toEqual([413, imageMessages.tooLarge]);
    expect(tooLarge.message).toContain('larger than 10 MB');
    expect((await refusal(store(Buffer.alloc(0)))).message).toBe(imageMessages.empty);
    const whole = await photo(800, 600).jpeg().toBuffer();
    const damaged = await refusal(store(whole.subarray(0, whole.length / 3), 'cut.jpg'));
    expect(damaged.message).toBe(imageMessages.unreadable);
    const elsewhere = await refusal(store(whole, 'x.jpg', '../../etc'));
    expect([elsewhere.status, elsewhere.message]).toEqual([400, imageMessages.unknownFolder]);
  });
});

describe('the limits in words', () => {
  it('say the limits the server holds uploads to', () => {
    const mb = imageLimits.maxBytes / 1024 / 1024;
    expect(imageLimitsInWords).toContain(`up to ${mb} MB`);
    expect(imageMessages.tooLarge).toContain(`larger than ${mb} MB`);
    expect(imageLimitsInWords).toContain(`at least ${imageLimits.minWidth} × ${imageLimits.minHeight} pixels`);
    expect(imageLimitsInWords).toContain(`wider than ${imageLimits.storedMaxWidth.toLocaleString('en-GB')} pixels`);
  });
});

describe('a file name as words for the address', () => {
  it.each([
    ['Café Menu (final).JPG', 'cafe-menu-final'],
    ['IMG_0042.jpeg', 'img-0042'],
    ['../../etc/passwd', 'etc-passwd'],
    ['???.png', 'image'],
    ['', 'image'],
    ['a'.repeat(100) + '.png', 'a'.repeat(60)],
  ])('%j → %j', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });
});
