/**
 * Where the floating chat button sits. It floats over the page, so whatever scrolls beneath its corner is hidden
 * under it: on a phone that is often a step's right-aligned Next, and a tap meant for Next would open the chat.
 * Padding at the end of the page only helps at the very bottom, so instead the button steps aside whenever a
 * control is under its corner: up its side just above the control, else up the left side, or, when the lower
 * part of the window has no free spot on either side (a full-width form on a phone), out of sight until the
 * visitor scrolls on. This works on every page without each page reserving room for it.
 */
export type ChatSpot = { side: 'right' | 'left'; /** Pixels above its usual place. */ lift: number } | 'hidden';

export const same = (a: ChatSpot, b: ChatSpot) =>
  a === b || (a !== 'hidden' && b !== 'hidden' && a.side === b.side && Math.round(a.lift) === Math.round(b.lift));

/** What a visitor can tap: the button must not sit over any of these. */
const tappable =
  'a[href], button, input:not([type="hidden"]), select, textarea, label, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/** The button's distance from the window's edges (Tailwind's 4) and the gap it keeps from a control. */
const inset = 16;
const gap = 8;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/** How far up the button may go to find room: past this it would float over the middle of the reading. */
const maxLift = 0.4;

/**
 * The button's place: the lowest spot in the bottom-right column, then the bottom-left one, that no visible
 * control reaches into (with a small gap); 'hidden' if there is none in the lower part of the window.
 */
export function freeSpot(button: HTMLElement, viewport: HTMLElement): ChatSpot {
  // The box fixed elements are placed in, measured: clientWidth does not always leave out a scrollbar's gutter.
  const { left: viewLeft, right: width, top: viewTop, bottom: height } = viewport.getBoundingClientRect();
  const size = { width: button.offsetWidth, height: button.offsetHeight };
  const own = button.closest('aside') ?? button;
  const columns = {
    right: { left: width - inset - size.width - gap, right: width },
    left: { left: viewLeft, right: viewLeft + inset + size.width + gap },
  };
  const shown = (control: HTMLElement) => control.checkVisibility?.({ visibilityProperty: true }) ?? true;
  const boxes = [...document.querySelectorAll<HTMLElement>(tappable)]
    .filter((control) => !own.contains(control))
    .map((control) => ({ control, box: control.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.height > 0 && box.bottom > viewTop && box.top < height);
  for (const side of ['right', 'left'] as const) {
    const column = { ...columns[side], top: height - (height - viewTop) * maxLift, bottom: height };
    // A control hidden by visibility does not count (checked last: it is the costly test). One still fading in
    // (opacity 0) does: it is about to be tapped.
    const inColumn = boxes
      .filter(({ box, control }) => overlaps(box, column) && shown(control))
      .map(({ box }) => box)
      .sort((a, b) => b.bottom - a.bottom);
    // Start at the bottom corner; each control in the way pushes the button above it.
    let bottom = height - inset;
    for (const box of inColumn) {
      const spot = { ...column, top: bottom - size.height - gap, bottom: bottom + gap };
      if (overlaps(box, spot)) bottom = Math.min(bottom, box.top - gap);
    }
    if (bottom - size.height >= column.top) return { side, lift: height - inset - bottom };
  }
  return 'hidden';
}

/** Moves the button to a free spot whenever the page scrolls, resizes or changes; returns how to stop. */
export function followFreeSpot(
  button: { readonly current: HTMLElement | null },
  viewport: { readonly current: HTMLElement | null },
  setSpot: (update: (current: ChatSpot) => ChatSpot) => void,
): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    const element = button.current;
    if (!element || !viewport.current) return;
    const next = freeSpot(element, viewport.current);
    // A keyboard visitor on the button keeps it: hiding it would throw their focus away.
    if (next === 'hidden' && document.activeElement === element) return;
    setSpot((current) => (same(current, next) ? current : next));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  schedule();
  window.addEventListener('scroll', schedule, { passive: true, capture: true });
  window.addEventListener('resize', schedule);
  // Menus and reveals that slide or fade move controls without a scroll or a change to the page.
  document.addEventListener('transitionend', schedule, true);
  document.addEventListener('animationend', schedule, true);
  const changes = new MutationObserver(schedule);
  changes.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class', 'style', 'hidden', 'open'],
  });
  const sizes = new ResizeObserver(schedule);
  sizes.observe(document.body);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule, { capture: true });
    window.removeEventListener('resize', schedule);
    document.removeEventListener('transitionend', schedule, true);
    document.removeEventListener('animationend', schedule, true);
    changes.disconnect();
    sizes.disconnect();
  };
}
