export { calendlyClient, BookingReadFailure, type BookingDetailsClient } from './calendly-client.ts';
export { startBookingDetailsWorker, type BookingDetailsWorker } from './worker.ts';
