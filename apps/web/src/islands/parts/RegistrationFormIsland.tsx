import type { PostedForm } from '../../forms/posted-form.ts';
import { PartnerRegistrationForm } from '../../forms/register/PartnerRegistrationForm.tsx';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * The partners' registration form as an island: rendered by the server as a plain form that works before this code
 * arrives (apps/server/src/http/page-forms.ts answers it), then sent by its own code, with its dialogs.
 */
export default function RegistrationFormIsland({
  posted,
  sent,
  ...props
}: IslandProps & { posted?: PostedForm; sent?: boolean }) {
  return (
    <PageProviders {...props}>
      <PartnerRegistrationForm posted={posted} sent={sent} />
    </PageProviders>
  );
}
