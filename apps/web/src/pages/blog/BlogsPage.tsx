import { useQuery } from '@tanstack/react-query';
import { BlogCardGrid } from '../../blog/BlogCard.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { paths } from '../../app/paths.ts';
import { blogPageNumber } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { usePageSearch } from '../../app/page-address.tsx';

export default function BlogsPage() {
  const page = blogPageNumber(new URLSearchParams(usePageSearch()));
  const trpc = useTRPC();
  const { data, isPending, isError } = useQuery(trpc.blog.list.queryOptions({ page }));

  return (
    <>
      <PageMeta
        title={page > 1 ? `Blog, page ${page}` : 'Blog'}
        description="Guides for UK small businesses on energy bills, grants, funding, card payments and water and waste."
      />
      <section className="bg-brand-50">
        <div className="container-page py-12">
          <h1 className="text-4xl font-extrabold text-ink">Blog</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            Practical guides for UK small businesses: cutting energy bills, finding grants, funding growth and taking
            card payments for less.
          </p>
        </div>
      </section>
      <div className="container-page py-12">
        {isPending ? (
          <p>Loading...</p>
        ) : isError ? (
          <p role="alert">We could not load the blog just now. Please try again in a moment.</p>
        ) : data.collections.length === 0 ? (
          <p>No posts on this page.</p>
        ) : (
          <>
            <BlogCardGrid blogs={data.collections} headingLevel={2} />
            <Pagination page={page} totalPages={data.pagination.total_pages} />
          </>
        )}
      </div>
    </>
  );
}

function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  const linkClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold';
  return (
    <nav aria-label="Blog pages" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <a href={paths.blogPage(page - 1)} className={`${linkClass} border-slate-300 hover:bg-brand-50`}>
              Previous
            </a>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            <a
              href={paths.blogPage(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              className={`${linkClass} ${n === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 hover:bg-brand-50'}`}
            >
              {n}
            </a>
          </li>
        ))}
        {page < totalPages && (
          <li>
            <a href={paths.blogPage(page + 1)} className={`${linkClass} border-slate-300 hover:bg-brand-50`}>
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
