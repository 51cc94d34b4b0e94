import { ContactMap } from '../../pages/contact/ContactPage.tsx';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/** 'Find us' with its map, which loads on the visitor's word or their cookie choice (the page's consent store). */
export default function ContactMapIsland(props: IslandProps) {
  return (
    <PageProviders {...props}>
      <ContactMap />
    </PageProviders>
  );
}
