import { useEffect } from 'react';
import { markHydrated } from '../../app/after-hydration.ts';
import { ChatButton } from '../../layout/ChatButton.tsx';
import { DeferredLeadPopup } from '../../layout/DeferredLeadPopup.tsx';
import { DeferredToaster } from '../../ui/DeferredToaster.tsx';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * What sits over or after the page and needs React: the chat button's strip (it finds itself a spot that covers
 * nothing), the 'Let's talk' popup and the toasts (the popup's thanks). One island, loaded when the browser is idle:
 * until then the button waits at the end of the page, and the popup waits for this code anyway. (Toasts follow no
 * navigation here: every link loads a page.)
 */
export default function FrameOverlays(props: IslandProps) {
  // What waits for the page's code (the popup) may go once this island has it.
  useEffect(markHydrated, []);
  return (
    <PageProviders {...props}>
      <ChatButton />
      <DeferredLeadPopup />
      <DeferredToaster />
    </PageProviders>
  );
}
