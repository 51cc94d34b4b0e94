/**
 * A form whose values live in its inputs, as a plain HTML form's do: it can be typed into and sent (a POST the server
 * answers) before its code arrives, and what was typed is still in the inputs when React hydrates them (uncontrolled
 * inputs keep the value the visitor gave them). Its code reads and writes the inputs by name.
 */

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | RadioNodeList;

/** A field by its name: one control, or a group of radio buttons (whose value is the checked one's). */
function fieldOf(form: HTMLFormElement, name: string): FieldElement | undefined {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement ||
    field instanceof RadioNodeList
    ? field
    : undefined;
}

/** Whether the visitor has changed the field since the page was rendered (a group: its checked button). */
function touched(field: FieldElement): boolean {
  if (field instanceof RadioNodeList) {
    return [...field].some((radio) => radio instanceof HTMLInputElement && radio.checked !== radio.defaultChecked);
  }
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}

/** The named fields' values, as typed. */
export function readFields<Name extends string>(form: HTMLFormElement, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, fieldOf(form, name)?.value ?? ''])) as Record<Name, string>;
}

/**
 * Sets the named fields' values; with `onlyUntouched`, only into fields nobody has changed since the page was rendered
 * (what was typed since wins).
 */
export function writeFields(
  form: HTMLFormElement,
  values: Partial<Record<string, string>>,
  { onlyUntouched = false }: { onlyUntouched?: boolean } = {},
): void {
  for (const [name, value] of Object.entries(values)) {
    const field = fieldOf(form, name);
    if (field && value !== undefined && !(onlyUntouched && touched(field))) field.value = value;
  }
}

/** Whether any of the named fields was changed since the page was rendered. */
export function anyTouched(form: HTMLFormElement, names: readonly string[]): boolean {
  return names.some((name) => {
    const field = fieldOf(form, name);
    return field !== undefined && touched(field);
  });
}

/** Empties the named fields (after a success: a plain form's reset() would bring back the values it was sent with). */
export function clearFields(form: HTMLFormElement, names: readonly string[]): void {
  writeFields(form, Object.fromEntries(names.map((name) => [name, ''])));
}

/** A form's shared rules (zod's safeParse), as the problems they find in its values, each once, in order. */
export function problemsOf(rules: {
  safeParse(values: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
}): (values: unknown) => string[] {
  return (values) => {
    const checked = rules.safeParse(values);
    return checked.success ? [] : [...new Set(checked.error?.issues.map((issue) => issue.message))];
  };
}
