// What the server's checks say, exactly as the site shows them: a module of its own, so a page that only shows a
// form's dialogs (messages.ts) does not carry every check's words in its first load.

/** Server-side checks that go beyond the client's (formats and lengths). */
export const serverMessages = {
  /**
   * The database could not be reached or was too slow for longer than the server waits (a failover, a restart, a
   * lock held too long). Answered 503 with Retry-After: nothing was stored, and trying again will work.
   */
  busy: 'We could not finish this just now: our systems are busy for a moment. Please try again in a few seconds.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number.',
  notText: (field: string) => `${field} must be text.`,
  oneOf: (field: string, options: readonly string[]) => `${field} must be one of: ${options.join(', ')}.`,
  wholeNumber: (field: string, min: number, max: number) => `${field} must be a whole number from ${min} to ${max}.`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  /** Control characters (NUL and the like) or ill-formed Unicode (a lone surrogate) that the database cannot keep. */
  unstorable: (field: string) => `${field} contains characters we cannot store.`,
  blogNotFound: 'Blog post not found.',
  invalidPostcode: 'Please enter a valid UK postcode.',
  addressLookupUnavailable: 'Address lookup is not available right now. Please try again in a moment.',
  quoteNotFound: 'We could not find this quote. Please start again with your postcode.',
  chooseAddress: 'Please choose your address.',
  chooseSupplier: 'Please choose a supplier from the list.',
  contractEndDate: "Please give the contract end date as a date (yyyy-mm-dd) or 'I am not sure'.",
  chooseWaterOrWaste: 'Please choose Water or Waste.',
  usageNeedsWater: 'Annual water usage is for a Water quote: choose Water first.',
  wasteInfoNeedsWaste: 'Waste information is for a Waste quote: choose Waste first.',
  binCount: 'The number of bins must be a whole number from 1 to 4.',
  binCapacity: 'The bin capacity must be 1100, 2200 or 3300 litres.',
  binCollection: 'Please choose how often your bins are collected: Once in a week, Twice a week or Thrice a week.',
  bookingDetails: 'The booking details are not valid.',
  bookingTaken: 'This booking is already recorded for another enquiry.',
  bookingNotCalendly: 'The booking must be a Calendly event.',
  bookingInviteeOfEvent: 'The invitee must belong to the booked Calendly event.',
  /** A lead or application whose call is booked, or that started more than QUOTE_OPEN_DAYS ago. */
  quoteClosed: 'This quote is closed. Please start a new one with your postcode.',
  applicationNotFound: 'We could not find this application. Please start again.',
  loanTerm: 'Please choose a term of 6, 12, 24 or 36 months.',
  turnoverBand: 'The monthly turnover must be 0, 20, 40, 60, 80 or 100 (thousand pounds).',
  cardProvider: 'Please choose your card payment provider from the list.',
  takePayment: 'Please choose how you take payments: Face To Face or Online E-Commerce.',
  businessLocation: 'Please choose where you trade: Store or Online.',
  productNotFound: 'That product is not in our catalogue.',
  filterNotFound: 'That filter is not in our catalogue.',
  tooManyFilters: (max: number) => `Please send at most ${max} filters.`,
  locationData: 'The location data is not valid.',
} as const;
