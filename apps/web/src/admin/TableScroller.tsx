import type { ReactNode } from 'react';

/**
 * A wide table's own sideways scroll on a narrow screen, so the page never scrolls sideways. Keyboard users
 * must be able to scroll it too (WCAG 2.1.1, axe's scrollable-region-focusable): hence a focusable region.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}
