import { useEffect } from 'react';
import { SiteHeader } from '../../layout/SiteHeader.tsx';
import { IslandProviders, type IslandProps } from './IslandProviders.tsx';
import { islandHydrated } from './islands-hydrated.ts';

/** The header island: the top bar, the logo and the menu, which opens on phones and holds the quotation dropdown. */
export default function FrameHeader(props: IslandProps) {
  useEffect(islandHydrated, []);
  return (
    <IslandProviders {...props}>
      <SiteHeader />
    </IslandProviders>
  );
}
