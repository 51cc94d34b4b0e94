import { claims } from '@sme/domain';
import { useOfficeNow } from '../../forms/callback/use-closed-notice.ts';
import { ClockIcon } from '../../ui/icons/callback-icons.tsx';

/**
 * The booking screen's heading and what it promises. The callback promise ("in 60 seconds") is made only once the
 * browser's clock finds the office open: out of hours it cannot be kept (when we will call instead goes under the
 * heading), and a page served before its code runs, or to a browser without scripts, cannot know.
 */
export function BookingPromise({ quote }: { quote: string }) {
  const office = useOfficeNow();
  const closedNotice = office.known ? office.closedNotice : null;
  const promiseStands = office.known && !closedNotice;
  return (
    <>
      <h1 className="mt-2 max-w-3xl text-3xl font-extrabold leading-tight sm:text-4xl">
        Get a quick call from us{promiseStands && ` ${claims.callbackPromise}`}
      </h1>
      {closedNotice && (
        <p className="mt-3 max-w-2xl text-lg font-semibold text-brand-900" data-testid="closed-notice">
          {closedNotice}
        </p>
      )}
      <p className="mt-3 flex max-w-2xl items-start gap-2 text-lg text-slate-700">
        <ClockIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
        <span>
          Pick a time that suits you for a free {claims.bookedCallMinutes}-minute call. One of our specialists will call
          you then to talk through your {quote}. Rather not wait? Ask for a callback below and we call you{' '}
          {promiseStands ? claims.callbackPromise : 'as soon as we can'} during office hours.
        </span>
      </p>
    </>
  );
}
