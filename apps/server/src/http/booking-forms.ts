import { bookingRouters, bookingScreenAt, callbackSentAt } from '@sme/web/booking-screen';
import type { TakePlainForm } from './plain-form-taking.ts';

/**
 * The booking screen's "Prefer we call you?" sent as a plain form (before the page's code arrived), through the
 * screen's flow's requestCallback, as its island sends it: for the lead or application the page's address names.
 * Then the screen again, which confirms the request by its reference.
 */
export const bookingTakers = {
  callback: async (api, fields, page) => {
    // The page holds the form (page-forms.ts checked), so its address is a booking screen's.
    const screen = bookingScreenAt(page.pathname)!;
    // As typed, with the bot trap's and the visit's fields: the procedure's own rules check each and drop the rest.
    const sent = { ...fields, id: screen.id } as Parameters<typeof api.energy.requestCallback>[0] &
      Parameters<typeof api.businessLoan.requestCallback>[0];
    const { callback } = await api[bookingRouters[screen.slug]].requestCallback(sent);
    return callbackSentAt(page.pathname, callback.reference);
  },
} satisfies Record<'callback', TakePlainForm>;
