import type { PublicSettings } from '@sme/domain';

/**
 * Where Companies House registered a company, read from its number's prefix: the footer must name the part of the UK
 * (Companies (Trading Disclosures) Regulations 2008). Plain digits, OC (LLP), LP and FC are England and Wales; a
 * prefix not listed here is shown as the number alone rather than with a place that may be wrong.
 */
const placeByPrefix: Record<string, string> = {
  OC: 'England and Wales',
  LP: 'England and Wales',
  FC: 'England and Wales',
  SC: 'Scotland',
  SO: 'Scotland',
  SL: 'Scotland',
  SF: 'Scotland',
  NI: 'Northern Ireland',
  NC: 'Northern Ireland',
  NL: 'Northern Ireland',
  NF: 'Northern Ireland',
  R0: 'Northern Ireland',
};

export function companyLine(companyNumber: string): string {
  const place = /^\d/.test(companyNumber) ? 'England and Wales' : placeByPrefix[companyNumber.slice(0, 2)];
  return place
    ? `Registered in ${place}, company number ${companyNumber}`
    : `Registered with Companies House, company number ${companyNumber}`;
}

/**
 * The footer's registration lines, each only when its setting is set. The FCA line names credit broking because the
 * broker statements beside it say energy is brokered too, which the FCA does not regulate. The FRN stays plain text:
 * the FCA register's firm pages are keyed by an internal id, not the FRN, so no link to them stays right.
 */
export function trustDetails({ companyNumber, fcaFrn, icoNumber }: PublicSettings): string[] {
  return [
    companyNumber && companyLine(companyNumber),
    fcaFrn &&
      `Authorised and regulated by the Financial Conduct Authority for credit broking, firm reference number ${fcaFrn}`,
    icoNumber && `Registered with the Information Commissioner's Office, registration number ${icoNumber}`,
  ].filter((line): line is string => !!line);
}
