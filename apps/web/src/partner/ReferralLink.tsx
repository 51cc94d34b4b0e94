import { PortalSection } from './PortalFrame.tsx';
import { CopyButton } from './CopyButton.tsx';

const outline = 'btn-outline min-h-10 py-1.5';

/**
 * The partner's referral link to share (read-only, with Copy link), and its QR code to print: Print prints the QR
 * code and the link under it, nothing else of the page.
 */
export function ReferralLink({ link, qrSvg }: { link: string; qrSvg: string }) {
  return (
    <PortalSection id="link-heading" title="Your referral link" className="print:border-0 print:p-0">
      <div className="print:hidden">
        <p className="mb-3 text-sm text-slate-700">
          Businesses that make an enquiry after opening this link are counted as your referrals.
        </p>
        <label htmlFor="referral-link" className="field-label">
          Referral link
        </label>
        <input id="referral-link" type="text" readOnly className="field-input" value={link} />
        <div className="mt-3 flex flex-wrap gap-3">
          <CopyButton text={link} label="Copy link" className={outline} />
        </div>
      </div>
      <figure className="mt-6 flex flex-col items-start gap-3 print:mt-0 print:items-center">
        {/* The QR code is the same link drawn for cameras: one image, named for what it does. */}
        <div
          role="img"
          aria-label="QR code of your referral link"
          className="h-48 w-48 border border-slate-200 bg-white p-2 print:h-80 print:w-80 print:border-0 [&>svg]:h-full [&>svg]:w-full"
          // The server draws it from the partner's own link (an SVG of squares): nothing a visitor typed.
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <figcaption className="text-sm text-slate-700 print:text-base">
          Scan to open <span className="break-all">{link}</span>
        </figcaption>
      </figure>
      <button type="button" className={`${outline} mt-3 print:hidden`} onClick={() => window.print()}>
        Print the QR code
      </button>
    </PortalSection>
  );
}
