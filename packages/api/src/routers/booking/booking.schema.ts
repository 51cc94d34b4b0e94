import { serverMessages } from '@sme/domain';
import { z } from 'zod';

const widgetUri = z
  .string({ error: serverMessages.bookingDetails })
  .trim()
  .max(500, serverMessages.bookingDetails)
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', serverMessages.bookingDetails);

/**
 * What the scheduling widget reports when the visitor books: the event and the invitee, by URI, and the id of the
 * lead or application the call is about (each flow says how its ids are refused).
 */
export const bookingInput = <Id extends z.ZodType<string>>(id: Id) =>
  z.object({
    uri: z.object(
      {
        event_uri: widgetUri.meta({ example: 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2' }),
        invitee_uri: widgetUri.meta({
          example: 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2/invitees/AAAAAAAAAAAAAAAA',
        }),
      },
      { error: serverMessages.bookingDetails },
    ),
    id,
  });

export const bookingOutput = z.object({ message: z.string() });

export const bookingRecorded = "Your call is booked. We'll call you at the time you chose.";

/** The booking a handler receives, whatever the flow. */
export interface BookingInput {
  uri: { event_uri: string; invitee_uri: string };
  id: string;
}
