// A cover picture in the console, end to end: a document dressed up as a photo is refused in words, tied to the
// field; a large photo is stored re-encoded, smaller and at most 1,600 px wide, and served from /storage for a year.
// Runs against a server of its own (support/content.ts), as the posts' spec does.
import { imageLimitsInWords, imageMessages } from '@sme/domain';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expectNoViolations } from './axe.ts';
import { expect, gotoHydrated } from './fixtures.ts';
import { newStaffMember, signInAs, test } from './support/content.ts';

// The refused upload answers 415 on purpose; signed out, the console asks who is there (401).
test.use({ expectedConsoleErrors: [/status of (415|401)/] });

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test('an editor’s cover picture: a PDF named .jpg is refused in words, a large photo is stored smaller @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  const editor = await newStaffMember(baseURL!, 'editor');
  await signInAs(page, editor);
  await gotoHydrated(page, '/admin/content/posts/new');
  const field = page.getByLabel('Cover image', { exact: true });
  await expect(field).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif,image/avif');
  await expect(field).toHaveAccessibleDescription(escaped(imageLimitsInWords));

  await field.setInputFiles({
    name: 'contract.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  const refusal = page.getByRole('alert').filter({ hasText: imageMessages.notAnImage });
  await expect(refusal).toBeVisible();
  await expect(field).toHaveAccessibleDescription(escaped(imageMessages.notAnImage));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('img[src^="/storage/"]')).toHaveCount(0);
  await expectNoViolations(page);

  // A camera's photo: 4,000 × 3,000 pixels of detail, several megabytes. The detail is a tile of noise repeated
  // (noise drawn over all twelve million pixels took 2.4 s of the test's time alone, several times that in a full
  // run), and the browser reads the photo from a file: handed over as bytes, it took 4.7 s to cross to the browser.
  const noise = await sharp({
    create: {
      width: 1000,
      height: 750,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000' } })
    .composite([{ input: noise, tile: true }])
    .jpeg({ quality: 90 })
    .toBuffer();
  const photoFile = testInfo.outputPath('Shop front.jpg');
  await writeFile(photoFile, photo);
  await field.setInputFiles(photoFile);
  // The photo of several megabytes is sent to the server, which stores and resizes it before the cover shows.
  const cover = page.locator('img[src^="/storage/blog/shop-front-"]');
  await expect(cover).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Current image')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Picture uploaded.' })).toBeVisible();
  await expect(refusal).toHaveCount(0);
  // Shown is not yet decoded: the picture's own size is known once the browser has loaded it.
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([1600, 1200]);

  const served = await page.request.get((await cover.getAttribute('src'))!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const stored = await served.body();
  expect(stored.length).toBeLessThan(photo.length / 4);
  await expectNoViolations(page);
});
