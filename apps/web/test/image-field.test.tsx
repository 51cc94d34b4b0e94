// @vitest-environment jsdom
// The console's picture field: what an editor sees while choosing, uploading and correcting a cover image.
import { imageLimitsInWords, imageMessages } from '@sme/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageField } from '../src/admin/content/ImageField.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Form({ initial = '', onChange = () => {} }: { initial?: string; onChange?: (path: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageField
      label="Cover image"
      folder="blog"
      value={value}
      describedBy="alt-hint"
      onChange={(path) => {
        setValue(path);
        onChange(path);
      }}
    />
  );
}

const choose = (file: File) => {
  const input = screen.getByLabelText('Cover image') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  return input;
};
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'Shop front.jpg', { type: 'image/jpeg' });

describe('the picture field', () => {
  it('offers the picture types and says the limits, tied to the input', () => {
    render(<Form initial="blog/old-0123456789ab.webp" />);
    const input = screen.getByLabelText('Cover image') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
    const hint = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(hint.textContent).toBe(imageLimitsInWords);
    expect(input.getAttribute('aria-describedby')!.split(' ')).toContain('alt-hint');
    expect(screen.getByText('Current image')).toBeTruthy();
    const img = document.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('alt')]).toEqual(['/storage/blog/old-0123456789ab.webp', '']);
  });

  it('uploads the chosen file as the console does, says so while it goes, and hands the stored path to the form', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const changed = vi.fn();
    render(<Form onChange={changed} />);
    expect(screen.getByText('No image chosen yet.')).toBeTruthy();
    const file = jpeg();
    choose(file);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/admin/images?folder=blog&name=Shop%20front.jpg');
    expect(init).toMatchObject({
      method: 'POST',
      body: file,
      credentials: 'same-origin',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'image/jpeg' },
    });
    expect(screen.getByRole('status').textContent).toBe('Uploading the picture…');

    const path = 'blog/shop-front-0123456789ab.webp';
    await act(async () =>
      answer(Response.json({ path, url: `/storage/${path}`, width: 1600, height: 1200, bytes: 1234 }, { status: 201 })),
    );
    expect(changed).toHaveBeenCalledWith(path);
    expect(screen.getByRole('status').textContent).toBe('Picture uploaded.');
    expect(document.querySelector('img')!.getAttribute('src')).toBe(`/storage/${path}`);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal as an alert tied to the input, and keeps the current picture', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: imageMessages.notAnImage }, { status: 415 })),
    );
    const changed = vi.fn();
    render(<Form initial="blog/old-0123456789ab.webp" onChange={changed} />);
    let input!: HTMLInputElement;
    await act(async () => {
      input = choose(new File(['%PDF-1.7'], 'scan.jpg', { type: 'image/jpeg' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(imageMessages.notAnImage);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')!.split(' ')).toContain(alert.id);
    expect(changed).not.toHaveBeenCalled();
    expect(document.querySelector('img')!.getAttribute('src')).toBe('/storage/blog/old-0123456789ab.webp');
  });

  it('refuses a file that is plainly no picture, or too large, before sending it', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<Form />);
    await act(async () => void choose(new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' })));
    expect(screen.getByRole('alert').textContent).toBe(imageMessages.notAnImage);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await act(async () => void choose(big));
    expect(screen.getByRole('alert').textContent).toBe(imageMessages.tooLarge);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the connection failed when the upload never got an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<Form />);
    await act(async () => void choose(jpeg()));
    expect((await screen.findByRole('alert')).textContent).toBe(imageMessages.uploadFailed);
  });
});
