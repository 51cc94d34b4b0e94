import { router } from '../../trpc.ts';
import { query } from '../procedure.ts';
import { restMeta } from '../rest-meta.ts';
import { detailsByIdHandler, detailsHandler } from './details.handler.ts';
import { detailsByIdInput, detailsInput, detailsOutput } from './details.schema.ts';
import { listHandler } from './list.handler.ts';
import { listInput, listOutput } from './list.schema.ts';
import { sectionHandler } from './section.handler.ts';
import { sectionInput, sectionOutput } from './section.schema.ts';

const rest = restMeta('Blog');

export const blogRouter = router({
  /** The newest posts for a page's cards: GET /api/blog/home|utility|payment|business|about. */
  section: query({
    rest: rest('GET', '/blog/{section}', 'Blog cards for a page'),
    input: sectionInput,
    output: sectionOutput,
    handler: sectionHandler,
  }),

  /** Every post, newest first, a page at a time: GET /api/blog/. */
  list: query({
    rest: rest('GET', '/blog', 'All blog posts, paginated'),
    input: listInput,
    output: listOutput,
    handler: listHandler,
  }),

  details: query({
    rest: rest('GET', '/blog/details/{title}', 'One blog post by its url title'),
    input: detailsInput,
    output: detailsOutput,
    handler: detailsHandler,
  }),

  /**
   * One post for blog-details with id and title (the payment page's cards): by the id, else by the title. The site
   * only; the legacy API has no such path.
   */
  detailsById: query({ input: detailsByIdInput, output: detailsOutput, handler: detailsByIdHandler }),
});
