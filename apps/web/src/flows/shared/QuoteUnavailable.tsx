import { QUOTE_OPEN_DAYS, serverMessages } from '@sme/domain';
import { PageMeta } from '../../app/page-meta.tsx';
import { paths } from '../../app/paths.ts';
import { serverRefusal } from '../../app/trpc-errors.ts';
import { NotFoundContent } from '../../ui/NotFoundContent.tsx';

/** Where a flow starts again: its own first page. */
export interface RestartLink {
  href: string;
  label: string;
}

/**
 * Whether the server refused the id because the quote is closed (booked, or started too long ago). Read from the
 * error's data: a server-rendered error reaches the browser as JSON, without the Error's own message.
 */
export function isQuoteClosed(error: unknown): boolean {
  return serverRefusal(error)?.messages.includes(serverMessages.quoteClosed) ?? false;
}

/**
 * What a wizard or booking page shows instead of the flow when its id opens nothing: a closed quote says so and
 * offers a new one; an unknown id is the 404 screen with the flow's own explanation.
 */
export function QuoteUnavailable({
  error,
  notFound,
  restart,
}: {
  error: unknown;
  /** Why an unknown id is refused, in the flow's words. */
  notFound?: string;
  restart: RestartLink;
}) {
  if (!isQuoteClosed(error)) return <NotFoundContent detail={notFound} restart={restart} />;
  return (
    <section className="container-page flex flex-col items-center py-24 text-center" data-testid="quote-closed">
      <PageMeta title="This quote is closed" />
      <h1 className="max-w-2xl text-3xl font-bold">{serverMessages.quoteClosed}</h1>
      <p className="mt-3 max-w-lg text-slate-700">
        For your privacy a quote can be opened by its link only until its call is booked, and for {QUOTE_OPEN_DAYS} days
        at most.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={restart.href} className="btn-primary">
          {restart.label}
        </a>
        <a href={paths.home} className="btn-outline">
          Back to Home
        </a>
      </div>
    </section>
  );
}
