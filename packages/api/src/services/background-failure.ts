import { isDatabaseOutage } from '@sme/db';

interface BackgroundLog {
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
}

/**
 * A background job's failure. While the database is out of reach the fault is the outage, which /readyz and each
 * refused request already report, and the job runs again on its own: a warning. Anything else is a fault someone
 * must look at: an error. Only the error's name goes in, never its message, which can quote a row.
 */
export function logBackgroundFailure(log: BackgroundLog, error: unknown, facts: object, message: string): void {
  const line = { ...facts, cause: (error as Error | undefined)?.name };
  if (isDatabaseOutage(error)) log.warn({ ...line, databaseOutage: true }, message);
  else log.error(line, message);
}
