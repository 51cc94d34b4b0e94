import { paths } from '../app/paths.ts';

/** What each form's details are used for, said where they are given (UK GDPR: at the point of collection). */
const purposes = {
  enquiry: 'We use these details only to answer your enquiry and prepare your quote.',
  callback: 'We use these details only to call you back about your quote.',
  application: 'We use these details only to prepare your quote and contact you about it.',
  partner: 'We use these details only to review your partner registration and contact you about it.',
} as const;

export type PrivacyPurpose = keyof typeof purposes;

/** One short line under a form: what its details are for, and where the whole policy is. */
export function PrivacyNotice({ purpose, className = '' }: { purpose: PrivacyPurpose; className?: string }) {
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      {purposes[purpose]} See our{' '}
      <a href={paths.privacyPolicy} className="font-medium text-brand-700 underline">
        privacy policy
      </a>
      .
    </p>
  );
}

/**
 * The end of a form the visitor sends: what its details are used for, then its button, which reads `busyLabel`
 * and cannot be pressed again while the form is sending. `span` places both across a two-column form's grid.
 */
export function FormSubmit({
  purpose,
  label,
  busy,
  busyLabel = 'Sending...',
  span,
  buttonClassName = 'btn-primary w-full sm:w-auto',
}: {
  purpose: PrivacyPurpose;
  label: string;
  busy: boolean;
  busyLabel?: string;
  span?: string;
  buttonClassName?: string;
}) {
  const button = (
    <button type="submit" className={buttonClassName} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
  return (
    <>
      <PrivacyNotice purpose={purpose} className={span} />
      {span ? <div className={span}>{button}</div> : button}
    </>
  );
}
