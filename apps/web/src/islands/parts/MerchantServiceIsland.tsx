import type { CashAdvanceSettings } from '@sme/domain';
import { MerchantServiceForm } from '../../flows/cash-advance/MerchantServiceForm.tsx';
import type { PostedForm } from '../../forms/posted-form.ts';
import { loadPage } from './load-page.ts';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * The merchant-service form as an island: a plain form the server takes before the code arrives
 * (apps/server/src/http/cash-advance-forms.ts), then checked and sent by its code, which loads 'Choose your product'.
 * `figures` are the business's cash-advance figures, when it has entered them (the estimate shows then).
 */
export default function MerchantServiceIsland({
  figures,
  posted,
  ...props
}: IslandProps & { figures: CashAdvanceSettings | null; posted?: PostedForm }) {
  return (
    <PageProviders {...props}>
      <MerchantServiceForm settings={figures} posted={posted} onCreated={loadPage} />
    </PageProviders>
  );
}
