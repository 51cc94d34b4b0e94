/** The privacy policy's sections, in order: each heading's id (its #anchor) and text. */
export const policyHeadings = [
  ['who-it-applies-to', 'Who this policy applies to'],
  ['information-we-collect', 'What information we collect'],
  ['how-we-use-information', 'How we collect and use your information'],
  ['protection', 'How we protect your information'],
  ['retention', 'How long we keep your information'],
  ['sharing', 'Who we share your information with'],
  ['your-rights', 'Your rights'],
  ['cookies', 'Cookies'],
  ['types-of-cookies', 'Types of cookies'],
  ['cookie-choices', 'Your cookie choices'],
  ['contact', 'Contact us'],
] as const;
