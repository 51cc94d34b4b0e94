import { createCallerFactory, router } from './trpc.ts';
import { blogRouter } from './routers/blog/index.ts';
import { formsRouter } from './routers/forms/index.ts';

export const appRouter = router({
  blog: blogRouter,
  forms: formsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
