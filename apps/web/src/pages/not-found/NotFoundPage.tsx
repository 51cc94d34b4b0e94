import { messages } from '@sme/domain';
import { Link } from 'wouter';
import { PageMeta } from '../../app/page-meta.tsx';
import { paths } from '../../app/paths.ts';

export function NotFoundContent() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <PageMeta title="Page not found" />
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{messages.pageNotFound}</h1>
      <Link href={paths.home} className="btn-primary mt-8">
        Back to Home
      </Link>
    </section>
  );
}

export default NotFoundContent;
