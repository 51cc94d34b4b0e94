import type { BlogItem } from '@sme/api';
import { formatBlogDate, htmlToText, preview } from '@sme/domain';
import { paths } from '../app/paths.ts';

/** How a card's Read More names the post: blog-details with its title, or with its id and title (the payment page). */
export type BlogLink = 'title' | 'id-and-title';

/** Image, date, title and description cut to 50 characters, and Read More (spec: Blog cards). */
export function BlogCard({
  blog,
  headingLevel = 3,
  link = 'title',
}: {
  blog: BlogItem;
  headingLevel?: 2 | 3;
  link?: BlogLink;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = link === 'id-and-title' ? paths.blogDetails(blog.url_title, blog.id) : paths.blogDetails(blog.url_title);
  return (
    <article
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="blog-card"
    >
      <img
        src={blog.image}
        alt=""
        width={1200}
        height={675}
        loading="lazy"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <time dateTime={blog.created_at} className="text-sm text-slate-600">
          {formatBlogDate(blog.created_at)}
        </time>
        <Heading className="text-lg font-bold leading-snug text-ink" title={blog.title}>
          {preview(blog.title)}
        </Heading>
        <p className="text-slate-700">{preview(htmlToText(blog.description))}</p>
        <a
          href={href}
          className="mt-auto inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {/* The spec's visible words, then the post's title for screen readers and search engines: a link's
              name begins with what it shows (WCAG 2.5.3), and "Read More" alone names no destination. */}
          Read More<span className="sr-only">: {blog.title}</span>
        </a>
      </div>
    </article>
  );
}

export function BlogCardGrid({
  blogs,
  headingLevel,
  link,
}: {
  blogs: BlogItem[];
  headingLevel?: 2 | 3;
  link?: BlogLink;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {blogs.map((blog) => (
        <li key={blog.id} className="flex">
          <BlogCard blog={blog} {...(headingLevel ? { headingLevel } : {})} {...(link ? { link } : {})} />
        </li>
      ))}
    </ul>
  );
}
