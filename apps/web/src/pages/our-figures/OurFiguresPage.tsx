import { evidencedClaimIds, formatUkLongDate, type EvidencedClaimId } from '@sme/domain';
import { PageMeta } from '../../app/page-meta.tsx';
import { useSettings } from '../../app/settings.tsx';
import { claimAnchor } from '../../ui/ClaimLink.tsx';
import { PageHero } from '../../ui/Section.tsx';

/** Each claim as a whole sentence, for a visitor who arrives from a link on another page. */
const sentences: Record<EvidencedClaimId, (text: string) => string> = {
  businessesHelped: (text) => `${text} businesses helped`,
  refusedElsewhere: (text) => `${text} clients who were refused elsewhere helped`,
  loanAcceptance: (text) => `Business loans: ${text}`,
  loanOffers: (text) => `Business loan offers ${text}`,
  advanceApproval: (text) => `Merchant cash advance: ${text}`,
  advanceOffers: (text) => `Merchant cash advance offers ${text}`,
  enquiryAnswer: (text) => `Enquiries answered ${text} during office hours`,
  energySavings: (text) => `Business gas and electricity costs reduced by ${text}`,
};

/**
 * Our figures: what stands behind each figure the site claims, as the business entered it in the console (the day it
 * was true and its source). A claim no page makes is not listed; with none entered the page says so.
 */
export default function OurFiguresPage() {
  const claims = useSettings().claims ?? {};
  const made = evidencedClaimIds.filter((id) => claims[id]);
  return (
    <>
      <PageMeta
        title="Our figures"
        description="The figures this site states about our service, each with the day it was true and where it comes from."
      />
      <PageHero
        title="Our figures"
        lead={
          <p>
            Every figure this site states about our service stands on our own records. Here is each one, with the day it
            was true and where it comes from.
          </p>
        }
      />
      <div className="container-page pb-16">
        {made.length === 0 ? (
          <p>We state no figures about our service at the moment.</p>
        ) : (
          <ul className="max-w-3xl space-y-6">
            {made.map((id) => {
              const claim = claims[id]!;
              return (
                <li key={id} id={claimAnchor(id)} className="scroll-mt-24 rounded border border-slate-200 p-5">
                  <h2 className="text-xl font-bold text-ink">{sentences[id](claim.text)}</h2>
                  <p className="mt-2">True as of {formatUkLongDate(new Date(`${claim.asOf}T00:00:00Z`))}.</p>
                  <p className="mt-1">Source: {claim.source}</p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
