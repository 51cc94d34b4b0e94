import type { Context } from '../../../context.ts';

/** The site's own address without a trailing slash (PUBLIC_URL, or where the server listens): links partners use. */
export const siteUrlOf = (ctx: Pick<Context, 'publicUrl'>) =>
  (ctx.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');

/** A partner's referral link: any page with ref=CODE attributes the visit's leads to them; this is the home page. */
export const referralLinkOf = (ctx: Pick<Context, 'publicUrl'>, code: string) => `${siteUrlOf(ctx)}/?ref=${code}`;
