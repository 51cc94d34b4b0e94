/** A secondary console button: at least 40 px tall, and visibly off while it cannot be used. */
export const outlineButton = 'btn-outline min-h-10 py-1.5 disabled:cursor-not-allowed disabled:opacity-60';

/** A smaller one for table rows (36 px tall, still above the 24 px target size). */
export const smallOutlineButton = 'btn-outline min-h-9 px-3 py-1 disabled:cursor-not-allowed disabled:opacity-60';

export const linkText = 'text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** A button in the console's dark header (On duty, New-lead alerts). */
export const headerButton =
  'inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-white px-3 py-1 font-semibold hover:bg-white hover:text-brand-900 disabled:opacity-70';
