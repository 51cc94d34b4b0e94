import { lazy, Suspense } from 'react';
import { useInPageHtml } from '../../app/use-in-page-html.ts';
import type { ManualAddressDisclosureProps } from './ManualAddressForm.tsx';

// Fetched when first offered: a step carries none of its code until a search has answered.
const ManualAddressDisclosure = lazy(() =>
  import('./ManualAddressForm.tsx').then((module) => ({ default: module.ManualAddressDisclosure })),
);

/**
 * The typed-address button a search's answer offers ('Enter the address yourself', "My address isn't listed"). Until
 * its code has come (and in the page's HTML, where it could not work) an invisible twin holds its place, so nothing
 * under it moves as it arrives: a press on the next field (the loan's trading question) landed on another as the page
 * shifted under it, and was lost.
 */
export function ManualAddressOffer(props: ManualAddressDisclosureProps & { label: string }) {
  const inPageHtml = useInPageHtml();
  const place = (
    <span aria-hidden="true" className="btn-outline invisible">
      {props.label}
    </span>
  );
  return inPageHtml ? (
    place
  ) : (
    <Suspense fallback={place}>
      <ManualAddressDisclosure {...props} />
    </Suspense>
  );
}
