/**
 * Pence as the site's figures print them, pence always shown: £1,315.09, £1,082.00. The same as the domain's
 * formatPounds, which lives in the console's and partners' module: the public pages' calculators do not load it.
 */
export const poundsAndPence = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
