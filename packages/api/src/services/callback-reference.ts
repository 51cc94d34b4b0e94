/**
 * Whether a write failed because another callback request drew the same reference (CallbackRequest.reference is
 * unique): the request is then stored again with a new one.
 */
export function isReferenceTaken(error: unknown): boolean {
  const meta = (error as { meta?: { driverAdapterError?: { cause?: unknown } } } | null)?.meta;
  const cause = meta?.driverAdapterError?.cause as
    { kind?: string; originalMessage?: string; constraint?: { fields?: string[]; index?: string } } | undefined;
  if (cause?.kind !== 'UniqueConstraintViolation') return false;
  return (
    cause.constraint?.fields?.includes('reference') === true ||
    cause.constraint?.index === 'CallbackRequest_reference_key' ||
    cause.originalMessage?.includes('CallbackRequest_reference_key') === true
  );
}
