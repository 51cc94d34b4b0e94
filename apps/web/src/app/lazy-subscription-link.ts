import type { AppRouter } from '@sme/api';
import { TRPCClientError, type OperationLink, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';

/**
 * The subscription link (subscription-link.ts), fetched with its own module when the first subscription starts (the
 * console's live view); until then the public pages' first load carries none of it.
 */
export function lazySubscriptionLink(url: string): TRPCLink<AppRouter> {
  return (runtime) => {
    let link: Promise<OperationLink<AppRouter>> | undefined;
    return ({ op, next }) =>
      observable((observer) => {
        let closed = false;
        let subscription: { unsubscribe(): void } | undefined;
        link ??= import('./subscription-link.ts').then((module) => module.subscriptionLink(url)(runtime));
        link.then(
          (operationLink) => {
            if (!closed) subscription = operationLink({ op, next }).subscribe(observer);
          },
          (error: unknown) => observer.error(TRPCClientError.from(error as Error)),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      });
  };
}
