/**
 * Where an island goes inside a part rendered as static HTML (render-static.tsx): the part renders this, and the
 * page splits the part's HTML around it (htmlAroundSlot) and puts the island between. React renders nothing else
 * like it: an empty template element, named.
 */
export function IslandSlot({ name }: { name: string }) {
  return <template data-island-slot={name} />;
}

/** The HTML before and after the slot named `name`; throws when the part did not render it. */
export function htmlAroundSlot(html: string, name: string): [before: string, after: string] {
  const slot = `<template data-island-slot="${name}"></template>`;
  const at = html.indexOf(slot);
  if (at === -1) throw new Error(`The part has no island slot named ${name}.`);
  return [html.slice(0, at), html.slice(at + slot.length)];
}
