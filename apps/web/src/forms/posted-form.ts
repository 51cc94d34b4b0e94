/**
 * A form sent as a plain HTML form, before the page's code arrived, that the server did not take: which form, the
 * values it was sent with (put back in its fields) and what the server found wrong, in the words the form's dialogs
 * and toasts use. The server renders the page again with it (apps/server/src/http/page-forms.ts).
 */
export interface PostedForm {
  form: PlainFormName;
  values: Record<string, string>;
  problems: string[];
}

/**
 * The forms a page can be sent with as a plain form (the hidden `form` field names which): the lead forms, the booking
 * screen's callback request (flows/booking/booking-screen-address.ts), and the
 * steps of the quote flows moved to islands (flows/business-loan/loan-steps.ts, flows/energy/energy-steps.ts,
 * flows/water-waste/water-waste-steps.ts, flows/cash-advance/cash-advance-forms.ts).
 */
export const plainFormNames = [
  'enquiry',
  'register',
  'callback',
  'loan-basic',
  'loan-category',
  'loan-turnover',
  'energy-address',
  'energy-business',
  'energy-service',
  'energy-supplier',
  'water-address',
  'water-business',
  'water-service',
  'water-usage',
  'waste-info',
  'cash-merchant',
  'cash-product',
] as const;
export type PlainFormName = (typeof plainFormNames)[number];

/** The query a page is loaded with after the server took its plain form (Post/Redirect/Get): `?sent=enquiry`. */
export const SENT_PARAM = 'sent';

/**
 * What the server answered the page's plain form named `form`, for the page that holds it: `posted` when it came back
 * refused (the page rendered again), `sent` when the page was loaded after the server took it.
 */
export function answerTo(form: PlainFormName, posted: PostedForm | undefined, url: URL) {
  return {
    posted: posted?.form === form ? posted : undefined,
    sent: url.searchParams.get(SENT_PARAM) === form,
  };
}

/**
 * The button of a step's form that searches instead of sending ('Search Address'): its value says which search. Sent
 * before the page's code arrived, the server saves nothing and renders the step with what the search found.
 */
export const SEARCH_FIELD = 'search';
