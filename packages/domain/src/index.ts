export * from './blog.ts';
export * from './contact.ts';
export * from './dates.ts';
export * from './messages.ts';
export * from './text.ts';
export * from './site-settings.ts';
export * from './fields.ts';
export * from './lead-forms.ts';
