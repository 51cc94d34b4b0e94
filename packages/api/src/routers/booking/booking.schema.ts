import { attributionFields, bookedCallUris, type AttributionInput } from '@sme/domain';
import { z } from 'zod';

/**
 * What the scheduling widget reports when the visitor books: the event and the invitee, by their URIs in the
 * scheduling provider's API (the rule lives in @sme/domain), and the id of the lead or application the call is
 * about (each flow says how its ids are refused).
 */
export const bookingInput = <Id extends z.ZodType<string>>(id: Id) =>
  z.object({ uri: bookedCallUris, id, ...attributionFields });

export const bookingOutput = z.object({ message: z.string() });

export const bookingRecorded = "Your call is booked. We'll call you at the time you chose.";

/** The booking a handler receives, whatever the flow (with the booking visit's attribution). */
export interface BookingInput extends AttributionInput {
  uri: { event_uri: string; invitee_uri: string };
  id: string;
}
