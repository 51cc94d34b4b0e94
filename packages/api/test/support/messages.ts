// The messages as the specification words them, written out once for the suites of packages/api and apps/server.
// The product keeps its own copy (packages/domain); a test compares what the product answers with this one, so a
// change to either is a change visitors and integrators see, and fails a test instead of being echoed by it.

// The loan wizard (spec §5).
export const required = '* This field is required';
export const numbersOnly = '* Please input numbers only';
export const minAmount = '* Value must be greater than 3000';
export const maxDigits = '* The maximum limit is 7 digit';
export const selectOneFirst = 'Please select one first !';
export const loanTerm = 'Please choose a term of 6, 12, 24 or 36 months.';
export const turnoverBand = 'The monthly turnover must be 0, 20, 40, 60, 80 or 100 (thousand pounds).';

// The merchant-service form and 'Choose your product'.
export const fillAll = 'Please fill up all the options !';
export const cardProvider = 'Please choose your card payment provider from the list.';
export const takePayment = 'Please choose how you take payments: Face To Face or Online E-Commerce.';
export const businessLocation = 'Please choose where you trade: Store or Online.';
export const locationData = 'The location data is not valid.';
export const productNotFound = 'That product is not in our catalogue.';
export const filterNotFound = 'That filter is not in our catalogue.';

// An id that names no quote or application, and a quote that can no longer change.
export const applicationNotFound = 'We could not find this application. Please start again.';
export const quoteNotFound = 'We could not find this quote. Please start again with your postcode.';
export const quoteClosed = 'This quote is closed. Please start a new one with your postcode.';

// The booking the scheduling widget reports.
export const booked = "Your call is booked. We'll call you at the time you chose.";
export const bookingDetails = 'The booking details are not valid.';
export const notCalendly = 'The booking must be a Calendly event.';
export const notItsInvitee = 'The invitee must belong to the booked Calendly event.';
export const bookingTaken = 'This booking is already recorded for another enquiry.';

/** The legacy REST paths without the header every legacy client sends. */
export const xhrMissing = 'Requests must carry the header X-Requested-With: XMLHttpRequest.';
