import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './app/query-client.ts';
import { Root } from './app/Root.tsx';
import { findRoute } from './app/routes.ts';
import { SSR_STATE_ID, type SsrState } from './app/ssr-state.ts';
import { createBrowserClient } from './app/trpc.ts';
import { noteVisit } from './attribution/visit.ts';
import { runComparisonChoices } from './pages/home/comparison-choices.ts';
import { runLogoStripToggles } from './ui/logo-strip-toggle.ts';
import './styles.css';

const state = JSON.parse(document.getElementById(SSR_STATE_ID)?.textContent ?? 'null') as SsrState;
// Where this visit came from, noted as the site first loads in the tab (attribution/visit.ts).
noteVisit(state.consent ?? undefined);
runLogoStripToggles();
runComparisonChoices();
const queryClient = createQueryClient();
hydrate(queryClient, state.queries);
const trpcClient = createBrowserClient();

// Load the current page's chunk before hydrating, so the server's markup is adopted at once.
void findRoute(window.location.pathname)
  .route.load()
  .finally(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <Root
        queryClient={queryClient}
        trpcClient={trpcClient}
        settings={state.settings}
        consent={state.consent ?? undefined}
      />,
    );
  });
