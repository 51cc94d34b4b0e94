/** The tab title's start for leads waiting: "(3) " before "Leads – Console"; nothing when none wait. */
export function waitingTitlePrefix(waiting: number | undefined): string {
  return waiting ? `(${waiting}) ` : '';
}
