export { appRouter, createCaller, type AppRouter } from './root.ts';
export type { Context } from './context.ts';
export { errorMessages } from './trpc.ts';
export { buildOpenApiDocument } from './openapi/document.ts';
export { legacyErrorBody, transportMessages } from './openapi/legacy-error.ts';
export { bodyLimits, bodyMessages, restBodyLimit, shapeLimits } from './openapi/body-limits.ts';
export type { BlogItem } from './routers/blog/blog-item.ts';
export type { AddressProvider, AddressResult } from './services/address/address-provider.ts';
export { AddressLookupError } from './services/address/address-provider.ts';
export { demoAddressProvider, demoPostcodes } from './services/address/demo-address-provider.ts';
export { httpAddressProvider } from './services/address/http-address-provider.ts';
export { cachedAddressProvider } from './services/address/cached-address-provider.ts';
export type { EnergyGuestInfo, WaterWasteGuestInfo } from './routers/guest-lead/guest-info-types.ts';
export {
  EXAMPLE_EVENT,
  EXAMPLE_ID,
  operationExamples,
  type ExampleCall,
  type OperationExamples,
} from './openapi/examples.ts';
export { createConsoleAuth, type ConsoleAuth } from './services/console-auth/auth.ts';
export { storedSessionSecret } from './services/console-auth/session-secret.ts';
export { ensureAdmin } from './services/console-auth/ensure-admin.ts';
export { runRetention } from './services/lead-inbox/retention.ts';
export type { HttpExchange } from './context.ts';
export { backfillLeadInbox } from './services/lead-inbox/backfill.ts';
export {
  startDeliveryWorker,
  type DeliveryWorker,
  type DeliveryWorkerOptions,
} from './services/lead-delivery/worker.ts';
export { mailSenders } from './services/lead-delivery/mail-senders.ts';
export { webhookSender, webhookSignature } from './services/lead-delivery/webhook.ts';
export { DeliveryFailure, type DeliveryChannels, type Sender } from './services/lead-delivery/channels.ts';
export type { LeadEventPayload } from './services/lead-delivery/lead-event.ts';
