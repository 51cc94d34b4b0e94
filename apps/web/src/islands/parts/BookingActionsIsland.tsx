import { BookingActions, type BookingActionsProps } from '../../flows/booking/BookingActions.tsx';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * The booking screen's calendar and "Prefer we call you?" as an island. The callback form is a plain form the server
 * takes before the code arrives (apps/server/src/http/booking-forms.ts); the calendar's buttons wait for the code.
 */
export default function BookingActionsIsland({
  slug,
  id,
  quote,
  shown,
  subjectFailed,
  posted,
  taken,
  ...props
}: IslandProps & BookingActionsProps) {
  return (
    <PageProviders {...props}>
      <BookingActions
        slug={slug}
        id={id}
        quote={quote}
        shown={shown}
        subjectFailed={subjectFailed}
        posted={posted}
        taken={taken}
      />
    </PageProviders>
  );
}
