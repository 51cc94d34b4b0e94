import { useEffect } from 'react';
import { SiteFooter } from '../../layout/SiteFooter.tsx';
import { IslandProviders, type IslandProps } from './IslandProviders.tsx';
import { islandHydrated } from './islands-hydrated.ts';

/** The footer island: its links, the business's details and the 'Cookie settings' button that reopens the banner. */
export default function FrameFooter(props: IslandProps) {
  useEffect(islandHydrated, []);
  return (
    <IslandProviders {...props}>
      <SiteFooter />
    </IslandProviders>
  );
}
