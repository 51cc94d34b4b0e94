import { BookingPromise } from '../../flows/booking/BookingPromise.tsx';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * The booking screen's heading as an island: the server cannot know whether the office is open when the page is read,
 * so the callback promise, or when we will call instead, comes with the browser's clock.
 */
export default function BookingPromiseIsland({ quote, ...props }: IslandProps & { quote: string }) {
  return (
    <PageProviders {...props}>
      <BookingPromise quote={quote} />
    </PageProviders>
  );
}
