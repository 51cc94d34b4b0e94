import type { ContactFormMode } from '@sme/domain';
import { ContactForm } from '../../forms/contact/ContactForm.tsx';
import type { PostedForm } from '../../forms/posted-form.ts';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * The full enquiry form (with the address finder) as an island: rendered by the server as a plain form that works
 * before this code arrives (apps/server/src/http/page-forms.ts answers it), then sent by its own code, with its
 * dialogs. The shorter form is an island of its own, so a page with one loads none of the other's code.
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
