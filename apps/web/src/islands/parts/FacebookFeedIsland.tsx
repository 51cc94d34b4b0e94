import { FacebookFeed } from '../../pages/social-sponge/SocialSpongeIframPage.tsx';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/** The Facebook feed's placeholder, which loads the feed on the visitor's word or their cookie choice. */
export default function FacebookFeedIsland(props: IslandProps) {
  return (
    <PageProviders {...props}>
      <FacebookFeed />
    </PageProviders>
  );
}
