import { requiredFieldsDialog } from '@sme/domain';
import type { PostedForm } from './posted-form.ts';

/** A form's words for the server's answer, as its dialogs and toasts say them. */
export interface PostedWords {
  /** Its success dialog's. */
  thanks: { title: string; text: string };
  /** What its rules say when a required field is empty (shown under 'Please fill out the required fields!'). */
  required: string;
  /** The heading its refusals are toasted under, if any ('Registration failed. Try again.'). */
  refused?: string;
}

/**
 * What the server answered a form sent before the page's code arrived, at the top of the form: the thanks the
 * success dialog gives, or the problems its dialog and toasts would have shown, with the values kept in the fields.
 */
export function PostedAnswer({ posted, sent, words }: { posted?: PostedForm; sent?: boolean; words: PostedWords }) {
  if (sent) {
    return (
      <div role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900 sm:col-span-2">
        <p className="font-semibold">{words.thanks.title}</p>
        <p>{words.thanks.text}</p>
      </div>
    );
  }
  if (!posted?.problems.length) return null;
  const heading = posted.problems.includes(words.required) ? requiredFieldsDialog.title : words.refused;
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800 sm:col-span-2">
      {heading && <p className="font-semibold">{heading}</p>}
      {posted.problems
        .filter((problem) => problem !== heading)
        .map((problem) => (
          <p key={problem}>{problem}</p>
        ))}
    </div>
  );
}
