import {
  acceptedImageTypes,
  imageLimits,
  imageLimitsInWords,
  imageMessages,
  imageUploadPath,
  storageUrl,
  type ImageFolder,
} from '@sme/domain';
import { useEffect, useId, useRef, useState } from 'react';

export interface ImageFieldProps {
  label: string;
  folder: ImageFolder;
  /** The picture's path under /storage; '' for none. */
  value: string;
  onChange(path: string): void;
  /** The form's own message for this field (e.g. a cover image is required). */
  error?: string;
  disabled?: boolean;
  /** Further descriptions of the file input, by id (e.g. the form's hint for the field). */
  describedBy?: string;
}

/** What the server answers for a stored picture. */
interface Stored {
  path: string;
}

const accepted = new Set(acceptedImageTypes.split(','));

/** The reason a chosen file cannot be a picture, told before it is sent; the server checks its content again. */
function problemOf(file: File): string | null {
  // The browser's type is a guess from the name: an empty guess is left to the server, which reads the content.
  if (file.type && !accepted.has(file.type)) return imageMessages.notAnImage;
  if (file.size > imageLimits.maxBytes) return imageMessages.tooLarge;
  if (file.size === 0) return imageMessages.empty;
  return null;
}

/** The message of a refused upload, in whichever shape it came ({ message }, or a throttle's or proxy's). */
async function refusalOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as
    { message?: unknown; error?: { message?: unknown }; errors?: { message?: unknown }[] } | undefined;
  const message = body?.message ?? body?.error?.message ?? body?.errors?.[0]?.message;
  if (typeof message === 'string' && message) return message;
  return response.status === 413 ? imageMessages.tooLarge : imageMessages.uploadFailed;
}

/**
 * A picture for the site's content: the current one, and a file input that uploads the chosen file at once (to the
 * console's upload address, which checks, re-encodes and stores it) and hands the stored path to the form. The
 * picture's alt text is the form's own field: the preview here is marked decorative and captioned instead.
 */
export function ImageField({ label, folder, value, onChange, error, disabled, describedBy }: ImageFieldProps) {
  const id = useId();
  const ids = { input: `${id}-file`, hint: `${id}-hint`, problem: `${id}-problem`, status: `${id}-status` };
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const uploading = useRef<AbortController | null>(null);
  useEffect(() => () => uploading.current?.abort(), []);

  const shown = problem ?? error ?? null;

  async function upload(file: File, input: HTMLInputElement) {
    // A second choice while the first is on its way replaces it.
    uploading.current?.abort();
    setDone(false);
    const early = problemOf(file);
    if (early) {
      setProblem(early);
      return;
    }
    const controller = new AbortController();
    uploading.current = controller;
    setProblem(null);
    setBusy(true);
    try {
      const response = await fetch(
        `${imageUploadPath}?folder=${encodeURIComponent(folder)}&name=${encodeURIComponent(file.name)}`,
        {
          method: 'POST',
          body: file,
          headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': file.type || 'application/octet-stream' },
          credentials: 'same-origin',
          signal: controller.signal,
        },
      );
      if (!response.ok) {
        setProblem(await refusalOf(response));
        return;
      }
      const stored = (await response.json()) as Stored;
      setDone(true);
      // The stored picture shows above now; the input is ready for another choice, the same file included.
      input.value = '';
      onChange(stored.path);
    } catch {
      if (controller.signal.aborted) return;
      setProblem(imageMessages.uploadFailed);
    } finally {
      if (uploading.current === controller) {
        uploading.current = null;
        setBusy(false);
      }
    }
  }

  return (
    <div aria-busy={busy || undefined}>
      <label htmlFor={ids.input} className="field-label">
        {label}
      </label>
      {value ? (
        <figure className="mb-2">
          <img src={storageUrl(value)} alt="" className="max-h-40 w-auto rounded border border-slate-300" />
          <figcaption className="mt-1 text-sm text-slate-700">Current image</figcaption>
        </figure>
      ) : (
        <p className="mb-2 text-sm text-slate-700">No image chosen yet.</p>
      )}
      <input
        id={ids.input}
        type="file"
        accept={acceptedImageTypes}
        className="field-input"
        disabled={disabled}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[ids.hint, shown ? ids.problem : '', describedBy ?? ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file, event.target);
        }}
      />
      <p id={ids.hint} className="mt-1 text-sm text-slate-700">
        {imageLimitsInWords}
      </p>
      <p id={ids.status} role="status" className="mt-1 text-sm text-slate-700">
        {busy ? 'Uploading the picture…' : done ? 'Picture uploaded.' : ''}
      </p>
      {shown && (
        <p id={ids.problem} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {shown}
        </p>
      )}
    </div>
  );
}
