import type { createCaller } from '@sme/api';

/** The procedures a plain form is taken through. */
export type PageApi = ReturnType<typeof createCaller>;

/**
 * Takes a plain form's fields through its procedure and answers where the visitor goes next: the page with
 * `?sent=<form>` for a lead form (which thanks the visitor), the next step for a step of a quote flow. `page` is the
 * address the form was sent to (its path, and the query the flow carries on).
 */
export type TakePlainForm = (api: PageApi, fields: Record<string, string>, page: URL) => Promise<string>;

/** A plain form refused by the page's own rules before any procedure is called, with their messages. */
export class FormRefused extends Error {
  constructor(readonly problems: string[]) {
    super('The form was refused.');
  }
}
