import { ShortContactForm } from '../../forms/contact/ShortContactForm.tsx';
import type { PostedForm } from '../../forms/posted-form.ts';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * The shorter enquiry form of the about-us and blog pages as an island: a plain form first, as ContactFormIsland's.
 */
export default function ShortContactFormIsland({
  page,
  posted,
  sent,
  ...props
}: IslandProps & { page: 'about' | 'blog'; posted?: PostedForm; sent?: boolean }) {
  return (
    <PageProviders {...props}>
      <ShortContactForm page={page} posted={posted} sent={sent} />
    </PageProviders>
  );
}
