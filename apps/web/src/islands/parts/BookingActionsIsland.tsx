import { BookingActions, type BookingActionsProps } from '../../flows/booking/BookingActions.tsx';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * The booking screen's calendar and "Prefer we call you?" as an island. The callback form is a plain form the server
 * takes before the code arrives (apps/server/src/http/booking-forms.ts); the calendar's buttons wait for the code.
 */
export default function BookingActionsIsland({
  settings,
  consent,
  path,
  search,
  ...actions
}: IslandProps & BookingActionsProps) {
  return (
    <PageProviders settings={settings} consent={consent} path={path} search={search}>
      <BookingActions {...actions} />
    </PageProviders>
  );
}
