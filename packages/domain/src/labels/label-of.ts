/**
 * The label a closed list shows for a stored value, read back through the list's one label → stored value map
 * (no inverted copy to keep in step). A value the map holds always has its label; any other value, or none, is null.
 */
export function labelOf<Label extends string, Value extends string>(
  values: Readonly<Record<Label, Value>>,
  stored: Value,
): Label;
export function labelOf<Label extends string>(
  values: Readonly<Record<Label, string>>,
  stored: string | null | undefined,
): Label | null;
export function labelOf(values: Readonly<Record<string, string>>, stored: string | null | undefined): string | null {
  return Object.entries(values).find(([, value]) => value === stored)?.[0] ?? null;
}
