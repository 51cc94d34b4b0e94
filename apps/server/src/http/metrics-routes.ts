import { appRouter } from '@sme/api';

/** The REST layer answers every operation from one route (/api/*), tRPC every procedure from /trpc/:path. */
const REST_ROUTE = '/api/*';
const TRPC_ROUTE = '/trpc/:path';

interface ProcedureDef {
  _def: { meta?: { openapi?: { method: string; path: string } } };
}

/**
 * The route label of a request: Fastify's route template, made finer for the two routes that stand for many
 * operations. A REST call is named by its operation's documented path (`/api/address/{postcode}`), a tRPC call by
 * its procedure (`/trpc/admin.leads.list`); a batch of several, or a path that names nothing, keeps the route's
 * template. Only names from the router are ever a label, never what the URL holds: the labels stay a closed list.
 */
export function routeLabeller(): (method: string, route: string | undefined, url: string) => string {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures;
  const names = new Set(Object.keys(procedures));
  const operations = Object.values(procedures).flatMap(({ _def }) => {
    const rest = _def.meta?.openapi;
    if (!rest) return [];
    const pattern = rest.path
      .split('/')
      .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return [{ method: rest.method.toUpperCase(), pattern: new RegExp(`^${pattern}/?$`), label: `/api${rest.path}` }];
  });

  return (method, route, url) => {
    if (!route) return 'unmatched';
    const path = url.split('?')[0] ?? '';
    if (route === REST_ROUTE) {
      const inner = path.slice('/api'.length);
      const wanted = method === 'HEAD' ? 'GET' : method;
      return operations.find((op) => op.method === wanted && op.pattern.test(inner))?.label ?? REST_ROUTE;
    }
    if (route === TRPC_ROUTE) {
      const name = path.slice('/trpc/'.length);
      return names.has(name) ? `/trpc/${name}` : TRPC_ROUTE;
    }
    return route;
  };
}
