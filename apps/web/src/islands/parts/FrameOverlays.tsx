import { useEffect } from 'react';
import { noteVisit } from '../../attribution/visit.ts';
import { CookieBanner } from '../../consent/CookieBanner.tsx';
import { ChatButton } from '../../layout/ChatButton.tsx';
import { DeferredLeadPopup } from '../../layout/DeferredLeadPopup.tsx';
import { DeferredToaster } from '../../ui/DeferredToaster.tsx';
import { IslandProviders, type IslandProps } from './IslandProviders.tsx';
import { islandHydrated } from './islands-hydrated.ts';

/**
 * What sits over or after the page on every page: the chat button's strip, the cookie banner, the 'Let's talk' popup
 * and the toasts (the popup's thanks), one island because they place themselves around each other; and the note of
 * where the visit came from. (Toasts follow no navigation here: every link loads a page.)
 */
export default function FrameOverlays(props: IslandProps) {
  // Where this visit came from, as the single-page app notes it when it loads (entry-client.tsx): a form sent from
  // this page (the popup's) carries it.
  useEffect(() => noteVisit(props.consent), [props.consent]);
  useEffect(islandHydrated, []);
  return (
    <IslandProviders {...props}>
      <ChatButton />
      <CookieBanner />
      <DeferredLeadPopup />
      <DeferredToaster />
    </IslandProviders>
  );
}
