import { obstacles, overlaps, type Box } from './chat-button-obstacles.ts';

/**
 * Where the floating chat button sits. It floats over the page, so whatever scrolls beneath its corner is hidden
 * under it: on a phone that is often a step's right-aligned Next (a tap meant for Next would open the chat), or the
 * line being read. So it floats only where nothing is beneath it: in its bottom-right corner, else up its side
 * just above what is in the way, else likewise on the left. When the lower part of the window has no such spot
 * (a full-width form or paragraph on a phone), it waits at the end of the page, in a strip kept empty for it,
 * where it covers nothing and is still there to tab to. This works on every page without each page reserving
 * room for it.
 */
export type ChatSpot = { side: 'right' | 'left'; /** Pixels above its usual place. */ lift: number } | 'end';

export const same = (a: ChatSpot, b: ChatSpot) =>
  a === b || (a !== 'end' && b !== 'end' && a.side === b.side && Math.round(a.lift) === Math.round(b.lift));

/** The button's distance from the window's edges (Tailwind's 4) and the gap it keeps from what it avoids. */
const inset = 16;
const gap = 8;

/** How far up the button may go to find room: past this it would float over the middle of the reading. */
const maxLift = 0.4;

/** The window as fixed elements see it, and the button's size. */
interface Frame {
  view: Box;
  size: { width: number; height: number };
}

function measure(button: HTMLElement, viewport: HTMLElement): Frame {
  // The box fixed elements are placed in, measured: clientWidth does not always leave out a scrollbar's gutter.
  const { left, top, right, bottom } = viewport.getBoundingClientRect();
  return { view: { left, top, right, bottom }, size: { width: button.offsetWidth, height: button.offsetHeight } };
}

/** Whether the whole button is in the window where it is now. */
function inSight(button: HTMLElement, viewport: HTMLElement): boolean {
  const { view } = measure(button, viewport);
  const box = button.getBoundingClientRect();
  return box.top >= view.top && box.bottom <= view.bottom && box.left >= view.left && box.right <= view.right;
}

/** The button's box, floating at a spot. */
function floatingBox({ view, size }: Frame, spot: Exclude<ChatSpot, 'end'>): Box {
  const left = spot.side === 'right' ? view.right - inset - size.width : view.left + inset;
  const bottom = view.bottom - inset - spot.lift;
  return { left, top: bottom - size.height, right: left + size.width, bottom };
}

/**
 * The button's place: the lowest spot in the bottom-right column, then the bottom-left one, that nothing the
 * visitor reads, sees or taps reaches into (with a small gap); the end of the page if the lower part of the window
 * has none.
 */
export function freeSpot(button: HTMLElement, viewport: HTMLElement): ChatSpot {
  const { view, size } = measure(button, viewport);
  const top = view.bottom - (view.bottom - view.top) * maxLift;
  const columns = {
    right: { left: view.right - inset - size.width - gap, right: view.right, top, bottom: view.bottom },
    left: { left: view.left, right: view.left + inset + size.width + gap, top, bottom: view.bottom },
  };
  const boxes = obstacles([columns.right, columns.left], button.closest('aside') ?? button);
  for (const side of ['right', 'left'] as const) {
    const column = columns[side];
    const inColumn = boxes.filter((box) => overlaps(box, column)).sort((a, b) => b.bottom - a.bottom);
    // Start at the bottom corner; each box in the way pushes the button above it.
    let bottom = view.bottom - inset;
    for (const box of inColumn) {
      const spot = { ...column, top: bottom - size.height - gap, bottom: bottom + gap };
      if (overlaps(box, spot)) bottom = Math.min(bottom, box.top - gap);
    }
    if (bottom - size.height >= column.top) return { side, lift: view.bottom - inset - bottom };
  }
  return 'end';
}

/**
 * Moves the button to a free spot whenever the page scrolls, resizes or changes; returns how to stop. The button
 * starts at the end of the page (as the server renders it).
 */
export function followFreeSpot(
  button: { readonly current: HTMLElement | null },
  viewport: { readonly current: HTMLElement | null },
  setSpot: (spot: ChatSpot) => void,
): () => void {
  let frame = 0;
  let shown: ChatSpot = 'end';
  const update = () => {
    frame = 0;
    const element = button.current;
    if (!element || !viewport.current) return;
    let next = freeSpot(element, viewport.current);
    // A keyboard visitor on the button keeps it in sight (WCAG 2.4.11), over whatever is beneath: sending it to the
    // end of the page, or leaving it there as the page scrolls, would take their focus out of view. It goes where it
    // should once the focus leaves it.
    if (next === 'end' && element.matches(':focus-visible')) {
      if (shown !== 'end' || inSight(element, viewport.current)) return;
      next = { side: 'right', lift: 0 };
    }
    if (same(shown, next)) return;
    if (next === 'end') {
      // Leaving a spot that has become covered is instant.
      for (const animation of element.getAnimations()) animation.cancel();
    } else if (shown === 'end') {
      fadeInIfMoved(element, floatingBox(measure(element, viewport.current), next));
    }
    shown = next;
    setSpot(next);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  schedule();
  window.addEventListener('scroll', schedule, { passive: true, capture: true });
  window.addEventListener('resize', schedule);
  // Menus and reveals that slide or fade move what is on the page without a scroll or a change to the page.
  document.addEventListener('transitionend', schedule, true);
  document.addEventListener('animationend', schedule, true);
  // Focus leaving the button frees it to go where it should.
  document.addEventListener('focusout', schedule, true);
  const changes = new MutationObserver(schedule);
  changes.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
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
    document.removeEventListener('focusout', schedule, true);
    changes.disconnect();
    sizes.disconnect();
  };
}

/**
 * Coming out of the end of the page to float, the button fades in, unless the visitor asked for less motion or it
 * is already in sight where it will float (at the bottom of the page the two places are the same).
 */
function fadeInIfMoved(element: HTMLElement, to: Box) {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const from = element.getBoundingClientRect();
  if (Math.abs(from.left - to.left) < 1 && Math.abs(from.top - to.top) < 1) return;
  element.animate({ opacity: [0, 1] }, { duration: 150, easing: 'ease-out' });
}
