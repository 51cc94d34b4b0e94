import { clearSessionDraft, readDraft, writeDraft } from './draft-storage.ts';
import { anyTouched, readFields, writeFields } from './plain-form.ts';

/**
 * The attributes a plain form carries for its draft (EnquiryForm renders them): its name, its fields, and whether
 * the server has just taken it (a plain submission's thanks), which ends the draft.
 */
export const draftAttributes = (draft: string, names: readonly string[], sent = false) => ({
  'data-draft': draft,
  'data-draft-fields': names.join(' '),
  ...(sent ? { 'data-draft-sent': '' } : {}),
});

/**
 * Keeps a plain form's draft (draft-storage.ts): puts it back in the fields nobody has changed (what was typed since the
 * page loaded wins), then saves it as the visitor types. Once per form, whoever comes first: the frame's script on an
 * islands page, as the page loads, or the form's own code. Answers what stops it.
 */
export function keepPlainFormDraft(form: HTMLFormElement): () => void {
  const { draft, draftFields = '' } = form.dataset;
  if (!draft || form.dataset.draftKept !== undefined) return () => undefined;
  form.dataset.draftKept = '';
  if (form.dataset.draftSent !== undefined) clearSessionDraft(draft);
  else {
    const saved = readDraft<Record<string, string>>(draft);
    if (saved) writeFields(form, saved, { onlyUntouched: true });
  }
  const names = draftFields.split(' ').filter(Boolean);
  const keep = () => writeDraft(draft, readFields(form, names));
  // Typed before this code ran: kept now, not only at the next keystroke.
  if (anyTouched(form, names)) keep();
  form.addEventListener('input', keep);
  return () => {
    form.removeEventListener('input', keep);
    delete form.dataset.draftKept;
  };
}
