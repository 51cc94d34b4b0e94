/**
 * Where an island goes inside a part rendered as static HTML (render-static.tsx): the part renders this, and the
 * page splits the part's HTML around it (htmlAroundSlots) and puts the island between. React renders nothing else
 * like it: an empty template element, named.
 */
export function IslandSlot({ name }: { name: string }) {
  return <template data-island-slot={name} />;
}

/** A run of a part's HTML, or the place of the island slot named `slot`. */
export type HtmlSegment = { html: string; slot?: never } | { slot: string; html?: never };

/**
 * The part's HTML cut at each of the named slots, in the order the part rendered them; throws when one is missing,
 * unless it is `optional` (a part that renders it only with its data: a wizard's step, once its answers are read).
 */
export function htmlAroundSlots(
  html: string,
  names: readonly string[],
  optional: readonly string[] = [],
): HtmlSegment[] {
  const marks = names
    .flatMap((name) => {
      const mark = `<template data-island-slot="${name}"></template>`;
      const at = html.indexOf(mark);
      if (at === -1 && optional.includes(name)) return [];
      if (at === -1) throw new Error(`The part has no island slot named ${name}.`);
      return [{ name, at, end: at + mark.length }];
    })
    .sort((one, other) => one.at - other.at);
  const segments: HtmlSegment[] = [];
  let from = 0;
  for (const { name, at, end } of marks) {
    segments.push({ html: html.slice(from, at) }, { slot: name });
    from = end;
  }
  segments.push({ html: html.slice(from) });
  return segments;
}
