import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * True while a component renders as HTML, on the server or in the render that hydrates that HTML in the browser
 * (React reads the server snapshot then); false once its code runs it, and in a render that began in the browser.
 * A control whose code must run before it can do anything (a button that searches) is disabled while it is true, so
 * it is never pressed in vain.
 */
export function useInPageHtml(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}
