import { contactSuccessDialog, requiredFieldsDialog } from '@sme/domain';
import type { PostedForm } from './posted-form.ts';

/**
 * What the server answered a form sent before the page's code arrived, at the top of the form: the thanks the
 * success dialog gives, or the problems its dialog and toasts would have shown, with the values kept in the fields.
 */
export function PostedAnswer({ posted, sent }: { posted?: PostedForm; sent?: boolean }) {
  if (sent) {
    return (
      <div role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900 sm:col-span-2">
        <p className="font-semibold">{contactSuccessDialog.title}</p>
        <p>{contactSuccessDialog.text}</p>
      </div>
    );
  }
  if (!posted?.problems.length) return null;
  const required = posted.problems.includes(requiredFieldsDialog.contactText);
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800 sm:col-span-2">
      {required && <p className="font-semibold">{requiredFieldsDialog.title}</p>}
      {posted.problems.map((problem) => (
        <p key={problem}>{problem}</p>
      ))}
    </div>
  );
}
