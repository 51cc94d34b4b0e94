import type { Context } from '../../context.ts';

/**
 * The merchant-service form's location data: where the visitor is, as coarse as the product needs. Only the
 * country, and only when a CDN in front of the server reports it; never the IP address.
 */
export function locationDataHandler(ctx: Context) {
  return {
    collections: [
      { label: 'Country', value: ctx.visitorCountry ?? 'Unknown' },
      { label: 'Channel', value: 'Website' },
    ],
  };
}
