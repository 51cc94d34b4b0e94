/**
 * Where a wizard is, from its URL's query: the lead or application id, and the step (the first one until there is
 * an id, and for a step the wizard does not have). Kept in the URL so a reload or Back stays on the same step; read
 * the same by the page's render on the server and by its code.
 */
export function wizardPlace<Step extends string>(steps: readonly [Step, ...Step[]], query: URLSearchParams) {
  const id = query.get('id') ?? '';
  const step = (id && steps.find((key) => key === query.get('step'))) || steps[0];
  return { id, step };
}
