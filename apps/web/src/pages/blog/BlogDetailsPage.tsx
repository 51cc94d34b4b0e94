import { formatBlogDate, htmlToText, preview, RECENT_POST_COUNT } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sidebarOffers } from '../../blog/sidebar-offers.ts';
import { SidebarOfferBox } from '../../blog/SidebarOfferBox.tsx';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { paths } from '../../app/paths.ts';
import { isNotFound } from '../../app/query-client.ts';
import { blogPostKey, type PageProps } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { NotFoundContent } from '../../ui/NotFoundContent.tsx';

/**
 * `enquiryForm` and `getQuote` stand in for the enquiry form and the 'Get quote' box where another render puts them
 * (the islands page puts its islands there).
 */
export default function BlogDetailsPage({
  params,
  enquiryForm,
  getQuote,
}: PageProps & { enquiryForm?: ReactNode; getQuote?: ReactNode }) {
  const trpc = useTRPC();
  // A missing post is final: show the server-rendered 404 instead of asking again on hydration. With an id (the
  // payment page's cards) the id finds the post, else its title.
  const details = useQuery({
    ...(params.id === undefined
      ? trpc.blog.details.queryOptions({ title: params.title ?? '' })
      : trpc.blog.detailsById.queryOptions(blogPostKey(params))),
    retryOnMount: false,
  });
  const recent = useQuery(trpc.blog.list.queryOptions({ page: 1 }));

  if (isNotFound(details.error)) return <NotFoundContent />;
  const blog = details.data?.collections;
  // What is offered beside the post follows what it is about (the general set while it loads).
  const offers = sidebarOffers(blog?.topics ?? []);
  const recentPosts = (recent.data?.collections ?? [])
    .filter((post) => post.id !== blog?.id)
    .slice(0, RECENT_POST_COUNT);

  return (
    <>
      <section className="bg-brand-50">
        <div className="container-page py-10">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Blog</p>
          <h1 className="mt-2 max-w-4xl text-3xl font-extrabold leading-tight sm:text-4xl">
            {blog?.title ?? (details.isError ? 'Blog' : 'Loading...')}
          </h1>
        </div>
      </section>
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {blog ? (
          <article>
            <PageMeta
              title={blog.title}
              description={blog.summary || preview(htmlToText(blog.description), 155)}
              image={blog.image}
              // The API sends the time a post went public only.
              article={{ headline: blog.title, published: blog.created_at, modified: blog.created_at }}
            />
            <img src={blog.image} alt={blog.image_alt} width={1200} height={675} className="w-full rounded-xl" />
            <time dateTime={blog.created_at} className="mt-4 block text-sm text-slate-600">
              {formatBlogDate(blog.created_at)}
            </time>
            {/* Rendered from the editor's Markdown and sanitised on the server: no script, handler or unsafe link. */}
            <div className="article-body mt-4" dangerouslySetInnerHTML={{ __html: blog.description }} />
          </article>
        ) : (
          <p role={details.isError ? 'alert' : undefined}>
            {details.isError ? 'We could not load this post just now. Please try again in a moment.' : 'Loading...'}
          </p>
        )}
        <aside className="flex flex-col gap-8">
          {offers.map((offer) => (
            <SidebarOfferBox key={offer} offer={offer} getQuote={getQuote} />
          ))}
          <section aria-labelledby="blog-enquiry-heading" className="rounded-xl border border-slate-200 p-5">
            <h2 id="blog-enquiry-heading" className="text-xl font-bold">
              Talk to a specialist
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-700">
              Questions about your business energy? Leave your details and we will call you back.
            </p>
            {enquiryForm}
            <BrokerDisclosure kind="energy" className="mt-4" />
          </section>
          <section aria-labelledby="recent-posts-heading">
            <h2 id="recent-posts-heading" className="text-xl font-bold">
              Recent Post
            </h2>
            <ul className="mt-3 divide-y divide-slate-200">
              {recentPosts.map((post) => (
                <li key={post.id}>
                  <a
                    href={paths.blogDetails(post.url_title)}
                    className="flex min-h-11 flex-col justify-center py-2 hover:text-brand-700"
                    title={post.title}
                  >
                    <span className="font-medium">{preview(post.title)}</span>
                    <span className="text-sm text-slate-600">{formatBlogDate(post.created_at)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}
