import type { BlogSection } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../app/paths.ts';
import { useTRPC } from '../app/trpc.ts';
import { BlogCardGrid, type BlogLink } from './BlogCard.tsx';

/**
 * The newest posts for a page, shown only when there are some (a failed load is silent, as the spec says).
 * Routes that show it prefetch `blog.section` for their section so it is in the server render.
 */
export function BlogCardsSection({
  section,
  title = 'Latest from our blog',
  link,
}: {
  section: BlogSection;
  title?: string;
  /** How the cards link to their posts: by title unless the page's spec says otherwise. */
  link?: BlogLink;
}) {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.blog.section.queryOptions({ section }));
  const blogs = data?.collections ?? [];
  if (blogs.length === 0) return null;
  const headingId = `blog-section-${section}`;
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-14">
      <div className="container-page">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <h2 id={headingId} className="text-3xl font-bold text-ink">
            {title}
          </h2>
          <a
            href={paths.blogs}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          >
            All articles
          </a>
        </div>
        <BlogCardGrid blogs={blogs} {...(link ? { link } : {})} />
      </div>
    </section>
  );
}
