/**
 * What each group of operations is for, and what an operation does beyond its summary, for readers of /api/docs and
 * for generated clients' comments. An operation whose procedure carries its own description keeps it.
 */
export const tagDescriptions: Record<string, string> = {
  Address: 'Business addresses at a UK postcode, for the address step of the quote flows.',
  Blog: 'The blog cards and posts the pages show.',
  'Business loan': 'The business loan application: three steps, then a booked call or a callback request.',
  'Merchant cash advance':
    'The merchant cash advance and card machine application: the merchant-service form, the chosen product, then a booked call or a callback request.',
  'Commercial utility':
    'The business energy quote: address, business name, service, current supplier, then a booked call or a callback request.',
  'Commercial water and waste':
    'The business water and waste quote: address, business name, Water or Waste and its details, then a booked call or a callback request.',
  Forms: 'The enquiry, the partner registration and the “Let’s talk” popup.',
};

const booking =
  'The scheduling widget reported a booked call: its event and invitee URIs are checked with the scheduling provider, and the call is recorded on the record with that id. Repeating it changes nothing.';
const callback =
  'The visitor asked to be called back instead of booking a time: the record with that id gets the request, and the business is told at once.';

export const operationDescriptions: Record<string, string> = {
  'GET /address/{postcode}':
    'The addresses at a UK postcode (any case and spacing), from the postcode lookup service. An empty list when it has none.',
  'GET /blog/{section}': 'The published blog cards one page of the site shows, newest first.',
  'GET /blog': 'Every published post, newest first, a page at a time.',
  'GET /blog/details/{title}': 'One published post by the url title its card links to.',
  'POST /business-loan/submit':
    'Step 1 (company, amount and term) starts the application and answers its id; steps 2 (category) and 3 (monthly card turnover) add to it by that id.',
  'POST /business-loan/client-personal-info-store': booking,
  'POST /business-loan/callback-request': callback,
  'GET /business-loan/get/{id}':
    'What the visitor has entered on the loan application so far, and the step it reached, while it is open.',
  'GET /cash-advance/get/{id}':
    'What the visitor has entered on the cash advance application so far, and the step it reached, while it is open.',
  'GET /cash-advance/get-location-data':
    'The answers the merchant-service form offers for where the business takes payments.',
  'POST /cash-advance/store':
    'The merchant-service form creates the application and answers its id; the chosen card machine (product_id) is then added by that id.',
  'GET /cash-advance/get-data':
    'The card machines that match every filter given, with each filter list to choose from.',
  'POST /cash-advance/client-personal-info-store': booking,
  'POST /cash-advance/callback-request': callback,
  'POST /commecial-utility/post-code/submit':
    'Starts an energy quote at the address chosen from the postcode lookup, and answers the quote’s id for the next steps.',
  'POST /commecial-utility/business-name/submit': 'Sets the business name of the quote with that id.',
  'POST /commecial-utility/callback-request': callback,
  'POST /commecial-utility/service/submit':
    'Gas and electricity, gas alone or electricity alone, for the energy quote with that id.',
  'POST /commecial-utility/supplier/submit':
    'The current supplier and when the contract ends, and optionally what the business uses and pays now.',
  'POST /form-submit/contact-us':
    'An enquiry from the contact form of a page. Taken once: the same enquiry again within a few minutes answers as the first.',
  'POST /form-submit/register': 'A business asks to join the affiliate programme; the business replies by e-mail.',
  'POST /form-submit/popup': 'Name, e-mail and phone from the “Let’s talk” popup.',
  'POST /commecial-water-waste/post-code/submit':
    'Starts a water and waste quote at the address chosen from the postcode lookup, and answers the quote’s id.',
  'POST /commecial-water-waste/business-name/submit': 'Sets the business name of the quote with that id.',
  'POST /commecial-water-waste/client-personal-info-store': booking,
  'POST /commecial-water-waste/callback-request': callback,
  'GET /commecial-water-waste/guest-info/get/{id}':
    'What the visitor has entered on the water and waste quote so far, while the quote is open.',
  'POST /commecial-water-waste/water/submit': 'The quote with that id is for water.',
  'POST /commecial-water-waste/waste/submit': 'The quote with that id is for waste.',
  'POST /commecial-water-waste/annual-usage/submit': 'The yearly water use of a water quote, as the visitor wrote it.',
  'POST /commecial-water-waste/waste-info/submit':
    'How many bins, their size and how often they are collected, for a waste quote.',
};
