import { messages } from '@sme/domain';
import { PageMeta } from '../app/page-meta.tsx';
import { paths } from '../app/paths.ts';

/**
 * The 404 screen: the not-found page's content, and what a page or flow shows when what its address names does not
 * exist (a flow that cannot find its lead says why and offers to start again).
 */
export function NotFoundContent({ detail, restart }: { detail?: string; restart?: { href: string; label: string } }) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <PageMeta title="Page not found" />
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{messages.pageNotFound}</h1>
      {detail && <p className="mt-3 max-w-lg text-slate-700">{detail}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {restart && (
          <a href={restart.href} className="btn-primary">
            {restart.label}
          </a>
        )}
        <a href={paths.home} className={restart ? 'btn-outline' : 'btn-primary'}>
          Back to Home
        </a>
      </div>
    </section>
  );
}
