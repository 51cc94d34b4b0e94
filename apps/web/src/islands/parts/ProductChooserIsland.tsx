import type { Catalogue } from '../../flows/cash-advance/catalogue.ts';
import { ProductChooser } from '../../flows/cash-advance/ProductChooser.tsx';
import type { PostedForm } from '../../forms/posted-form.ts';
import { loadPage } from './load-page.ts';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * 'Choose your product' as an island: the catalogue as the page's render read it, filtered in the page by its code;
 * the list a plain form whose Select buttons the server takes before the code arrives
 * (apps/server/src/http/cash-advance-forms.ts). A stored choice loads booking.
 */
export default function ProductChooserIsland({
  application,
  lists,
  current,
  posted,
  ...props
}: IslandProps & {
  application: { id: string; business_name: string; product_id: number | string | null };
  lists: Catalogue | undefined;
  current: Catalogue | undefined;
  posted?: PostedForm;
}) {
  return (
    <PageProviders {...props}>
      <ProductChooser
        id={application.id}
        businessName={application.business_name}
        currentChoice={application.product_id}
        lists={lists}
        current={current}
        posted={posted}
        onChosen={loadPage}
      />
    </PageProviders>
  );
}
