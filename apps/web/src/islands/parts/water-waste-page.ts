import type { AstroGlobal } from 'astro';
import {
  beforeWaterWasteStep,
  waterWasteStepForms,
  type WaterWasteStep,
} from '../../flows/water-waste/water-waste-steps.ts';
import { answerTo } from '../../forms/posted-form.ts';
import { renderRoutePage } from './route-page.ts';
import type { WaterWasteStepIslandProps } from './water-waste-step-island.tsx';

/**
 * A water and waste page after the address as HTML (the route's page with its lead read), and its form's island's
 * props: none where the page shows no form (an unknown or closed quote's page, which Astro would still render the
 * island of).
 */
export async function waterWasteIslandPage(Astro: AstroGlobal, step: WaterWasteStep) {
  const page = await renderRoutePage(Astro, ['step'], { optional: ['step'] });
  if (page instanceof Response) return { page, island: undefined };
  const { settings, consent, posted } = Astro.locals;
  const { queryClient, trpc } = page.data;
  const lead = queryClient.getQueryData(trpc.waterWaste.guestInfo.queryKey({ id: Astro.params.id ?? '' }))?.collections;
  if (page.status !== 200 || !lead) return { page, island: undefined };
  const island: WaterWasteStepIslandProps = {
    settings,
    consent,
    path: Astro.url.pathname,
    search: Astro.url.search.slice(1),
    lead,
    place: {
      backHref: beforeWaterWasteStep(step, lead),
      posted: answerTo(waterWasteStepForms[step], posted, Astro.url).posted,
    },
  };
  return { page, island };
}
