import type { ComponentType } from 'react';
import type { WaterWasteStepProps } from '../../flows/water-waste/steps/water-waste-step.ts';
import { loadPage } from './load-page.ts';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/** What a water and waste page's island takes: the lead as the page read it, and its place (Back, the answer). */
export type WaterWasteStepIslandProps = IslandProps & Omit<WaterWasteStepProps, 'go'>;

/**
 * A water and waste page's form as an island: a plain form the server takes before the code arrives
 * (apps/server/src/http/water-waste-step-forms.ts), then sent by its code; a save leads on by a page load.
 */
export function waterWasteStepIsland(Step: ComponentType<WaterWasteStepProps>) {
  return function WaterWasteStepIsland({ lead, place, ...island }: WaterWasteStepIslandProps) {
    return (
      <PageProviders {...island}>
        <Step lead={lead} place={place} go={loadPage} />
      </PageProviders>
    );
  };
}
