import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageMeta } from '../../app/page-meta.tsx';
import { useClaim, useSettings } from '../../app/settings.tsx';
import { ClaimLink } from '../../ui/ClaimLink.tsx';
import { ConsentEmbed } from '../../consent/ConsentEmbed.tsx';
import { PreferToTalk } from '../../ui/CallButton.tsx';
import type { PageProps } from '../../app/route-params.ts';

/** The heading and the answer-time claim, with the page's title and description. */
function ContactHero() {
  // The answer-time claim only on the business's evidence (claim-evidence.ts), linked to it.
  const answer = useClaim('enquiryAnswer');
  return (
    <>
      <PageMeta
        title="Contact Us"
        description={`Talk to us about business energy, water and waste, funding or card payments.${answer ? ` We answer enquiries ${answer.text}.` : ''}`}
      />
      <section className="bg-brand-50">
        <div className="container-page py-12">
          <h1 className="text-4xl font-extrabold">Contact Us</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            Send us your enquiry and a specialist will answer it{' '}
            {answer ? <ClaimLink id="enquiryAnswer">{answer.text}</ClaimLink> : 'as soon as we can'} during office
            hours.
          </p>
        </div>
      </section>
    </>
  );
}

/** 'Let's talk', beside the form. */
function ContactIntro() {
  return (
    <div>
      <h2 className="text-3xl font-bold">Let's talk</h2>
      <p className="mt-3 text-slate-700">
        Tell us a little about your business and what you would like to compare. It is free and there is no obligation.
      </p>
      <ul className="mt-5 space-y-2">
        {['Commercial Utility', 'Business Loan'].map((item) => (
          <li key={item} className="flex items-center gap-2 font-medium">
            <Check aria-hidden="true" className="size-5 text-brand-700" />
            {item}
          </li>
        ))}
      </ul>
      <PreferToTalk />
    </div>
  );
}

/** The intro and, in its box, the form. */
function ContactColumns({ intro, form }: { intro: ReactNode; form: ReactNode }) {
  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-[20rem_minmax(0,1fr)]">
      {intro}
      <div className="rounded-xl border border-slate-200 p-5 shadow-sm sm:p-8">{form}</div>
    </div>
  );
}

/** 'Find us': the address and the map, once cookies or the visitor allow it. */
export function ContactMap() {
  const { address, mapEmbedUrl } = useSettings();
  return (
    <section aria-labelledby="map-heading" className="container-page pb-4">
      <h2 id="map-heading" className="text-2xl font-bold">
        Find us
      </h2>
      <p className="mt-1 mb-4 text-slate-700">{address}</p>
      <ConsentEmbed service="OpenStreetMap" title="Map of our office" src={mapEmbedUrl} height={380} />
    </section>
  );
}

/**
 * `enquiryForm` and `map` stand in for the form and the map where another render puts them (the islands page puts
 * its islands there).
 */
export default function ContactPage({
  enquiryForm,
  map,
}: Partial<PageProps> & { enquiryForm?: ReactNode; map?: ReactNode }) {
  return (
    <>
      <ContactHero />
      <ContactColumns intro={<ContactIntro />} form={enquiryForm} />
      {map}
    </>
  );
}
