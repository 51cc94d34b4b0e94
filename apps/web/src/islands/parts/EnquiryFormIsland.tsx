import { contactFormModes, type ContactFormMode, type EnquiryPage } from '@sme/domain';
import { ContactForm } from '../../forms/contact/ContactForm.tsx';
import { ShortContactForm } from '../../forms/contact/ShortContactForm.tsx';
import type { PostedForm } from '../../forms/posted-form.ts';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

const isContactFormMode = (page: EnquiryPage): page is ContactFormMode =>
  (contactFormModes as readonly string[]).includes(page);

/**
 * An enquiry form as an island (the full form, or the shorter one of the about-us and blog pages): rendered by the
 * server as a plain form that works before this code arrives (apps/server/src/http/page-forms.ts answers it), then
 * sent by its own code, with its dialogs.
 */
export default function EnquiryFormIsland({
  page,
  posted,
  sent,
  ...props
}: IslandProps & { page: EnquiryPage; posted?: PostedForm; sent?: boolean }) {
  return (
    <PageProviders {...props}>
      {isContactFormMode(page) ? (
        <ContactForm mode={page} posted={posted} sent={sent} />
      ) : (
        <ShortContactForm page={page} posted={posted} sent={sent} />
      )}
    </PageProviders>
  );
}
