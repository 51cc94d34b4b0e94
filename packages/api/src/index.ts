export { appRouter, createCaller, type AppRouter } from './root.ts';
export type { Context } from './context.ts';
export { errorMessages } from './trpc.ts';
export { buildOpenApiDocument } from './openapi.ts';
export type { BlogItem } from './routers/blog/blog-item.ts';
