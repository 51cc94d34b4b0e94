import type { ContactFormMode } from '@sme/domain';
import { ContactForm } from '../../forms/contact/ContactForm.tsx';
import type { PostedForm } from '../../forms/posted-form.ts';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * The enquiry form as an island: rendered by the server as a plain form that works before this code arrives
 * (apps/server/src/http/page-forms.ts answers it), then sent by its own code, with its dialogs.
 */
export default function ContactFormIsland({
  mode,
  posted,
  sent,
  ...props
}: IslandProps & { mode: ContactFormMode; posted?: PostedForm; sent?: boolean }) {
  return (
    <PageProviders {...props}>
      <ContactForm mode={mode} posted={posted} sent={sent} />
    </PageProviders>
  );
}
