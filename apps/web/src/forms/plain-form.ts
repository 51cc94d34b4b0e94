/**
 * A form whose values live in its inputs, as a plain HTML form's do: it can be typed into and sent (a POST the server
 * answers) before its code arrives, and what was typed is still in the inputs when React hydrates them (uncontrolled
 * inputs keep the value the visitor gave them). Its code reads and writes the inputs by name.
 */

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function fieldOf(form: HTMLFormElement, name: string): FieldElement | undefined {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement
    ? field
    : undefined;
}

/** The named fields' values, as typed. */
export function readFields<Name extends string>(form: HTMLFormElement, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, fieldOf(form, name)?.value ?? ''])) as Record<Name, string>;
}

/** Sets the named fields' values; with `onlyEmpty`, only into fields nobody has typed in. */
export function writeFields(
  form: HTMLFormElement,
  values: Partial<Record<string, string>>,
  { onlyEmpty = false }: { onlyEmpty?: boolean } = {},
): void {
  for (const [name, value] of Object.entries(values)) {
    const field = fieldOf(form, name);
    if (field && value !== undefined && !(onlyEmpty && field.value !== '')) field.value = value;
  }
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
