import type { partnerPaths } from '@sme/domain';

/**
 * The portal's addresses for the route table, a public module: the same as @sme/domain's partnerPaths (the type says
 * so), written here because importing that module would bring its date and message code into every public page.
 */
export const portalPaths: typeof partnerPaths = { base: '/partner', setPassword: '/partner/set-password' };
