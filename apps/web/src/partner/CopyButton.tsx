import { useEffect, useState } from 'react';

/**
 * Copies `text` to the clipboard and says so in a live region ("Copied"), so a screen reader hears it too; when the
 * browser refuses, it says to copy by hand. Used by the portal (the referral link) and the console (a set-password
 * link to pass on).
 */
export function CopyButton({
  text,
  label,
  className,
}: {
  text: string;
  /** The button's words, e.g. "Copy link". */
  label: string;
  className: string;
}) {
  const [said, setSaid] = useState('');
  // The message goes after a while, so the same words are announced again on the next copy.
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(''), 4000);
    return () => clearTimeout(timer);
  }, [said]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('Copied');
    } catch {
      setSaid('Your browser did not let us copy: select the link and copy it yourself.');
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button type="button" className={className} onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="text-sm font-medium text-green-800">
        {said}
      </span>
    </span>
  );
}
