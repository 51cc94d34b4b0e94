import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './root.ts';

export { appRouter, createCaller, type AppRouter } from './root.ts';
/** What each procedure takes and answers, for the web app and the tests: derived here once, not in each caller. */
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type { Context } from './context.ts';
export { buildOpenApiDocument } from './openapi/document.ts';
export { legacyErrorBody, transportMessages } from './openapi/legacy-error.ts';
export { errorCodes, type ErrorCode, type ErrorEntry } from './error-codes.ts';
export { bodyLimits, bodyMessages, restBodyLimit, shapeLimits, trpcBodyLimit } from './openapi/body-limits.ts';
export type { BlogItem } from './routers/blog/blog-item.ts';
export type { AddressProvider, AddressResult } from './services/address/address-provider.ts';
export { AddressLookupError } from './services/address/address-provider.ts';
export { demoAddressProvider } from './services/address/demo-address-provider.ts';
export { httpAddressProvider } from './services/address/http-address-provider.ts';
export { cachedAddressProvider } from './services/address/cached-address-provider.ts';
export type { EnergyGuestInfo, WaterWasteGuestInfo } from './routers/guest-info-types.ts';
export { createConsoleAuth, type ConsoleAuth } from './services/console-auth/auth.ts';
export { storedSessionSecret } from './services/console-auth/session-secret.ts';
export { ensureAdmin } from './services/console-auth/ensure-admin.ts';
export { exportLeads, exportRefusal } from './routers/admin/leads/export-caller.ts';
export { runRetention } from './services/lead-inbox/retention.ts';
export { onLeadTaken, type LeadTaken } from './services/lead-inbox/leads-taken.ts';
export type { HttpExchange } from './context.ts';
export { logBackgroundFailure } from './services/background-failure.ts';
export { startDeliveryWorker, type DeliveryWorker } from './services/lead-delivery/worker.ts';
export { mailSenders } from './services/lead-delivery/mail-senders.ts';
export { webhookSender } from './services/lead-delivery/webhook.ts';
export {
  calendlyClient,
  startBookingDetailsWorker,
  type BookingDetailsWorker,
} from './services/booking-details/index.ts';
export type { DeliveryChannels } from './services/lead-delivery/channels.ts';
export { LeadChangeFeed, type LeadChange } from './services/live/lead-change-feed.ts';
export { bankHolidaysFrom } from './services/office-hours/office-calendar.ts';
export { smtpMailer } from './services/partners/smtp-mailer.ts';
export type { Mailer } from './context.ts';
export { imageUploadRefusal, imageUploader } from './routers/admin/images/upload-access.ts';
export {
  readStoredImage,
  storeUploadedImage,
  type StoredImageFile,
  type StoredImageRef,
} from './services/content/images/index.ts';
export { readPublicClaims } from './services/finance/public-claims.ts';
export { errorMessages } from './trpc.ts';
