import { deferred } from '../../app/deferred.tsx';

// The contact forms sit below the fold: their code (and the form library's) loads after the page.
export const ContactForm = deferred(() => import('./ContactForm.tsx').then((module) => module.ContactForm));
export const ShortContactForm = deferred(() =>
  import('./ShortContactForm.tsx').then((module) => module.ShortContactForm),
);
