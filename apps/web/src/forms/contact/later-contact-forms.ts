import { laterPart } from '../../app/later-part.ts';

// The contact forms sit below the fold: their code (and the form library's) loads after the page.
export const ContactForm = laterPart(() => import('./ContactForm.tsx').then((module) => module.ContactForm));
export const ShortContactForm = laterPart(() =>
  import('./ShortContactForm.tsx').then((module) => module.ShortContactForm),
);
