import { router } from '../../../trpc.ts';
import { catalogueRouter } from './catalogue/index.ts';
import { postsRouter } from './posts/index.ts';

/** The site's content, edited in the console: blog posts and the card-machine catalogue. */
export const contentRouter = router({ posts: postsRouter, catalogue: catalogueRouter });
