import { createCallerFactory, router } from './trpc.ts';
import { addressRouter } from './routers/address/index.ts';
import { blogRouter } from './routers/blog/index.ts';
import { formsRouter } from './routers/forms/index.ts';

export const appRouter = router({
  address: addressRouter,
  blog: blogRouter,
  forms: formsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
