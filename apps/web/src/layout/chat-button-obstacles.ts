/**
 * What the floating chat button must not sit over, as boxes in the window: what a visitor can tap, every image,
 * and each line of painted text. It runs at most once a frame while the page scrolls, so it looks closely only at
 * what reaches into the regions the button may take (its two low corners' columns).
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/** What a visitor can tap. */
const tappable =
  'a[href], button, input:not([type="hidden"]), select, textarea, label, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/** What shows a picture. An icon inside a control is already inside the control's box. */
const pictures = 'img, svg, picture, video, canvas, iframe, [role="img"]';

const shown = (element: Element) => element.checkVisibility?.({ visibilityProperty: true }) ?? true;

/**
 * Whether an element's box is clipped down to (almost) nothing, as visually hidden text is (sr-only: a 1 px box
 * that clips its overflow). An element laid out as display: contents has no box of its own and clips nothing.
 */
function clippedAway(element: Element, box: DOMRect): boolean {
  if (box.width > 1 && box.height > 1) return false;
  const style = getComputedStyle(element);
  if (style.display === 'contents') return false;
  return style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none';
}

/** Every box the button must keep clear of that reaches into one of the regions, own (the button's) left out. */
export function obstacles(regions: readonly Box[], own: Element): Box[] {
  const reaches = (box: Box) => regions.some((region) => overlaps(box, region));
  const found: Box[] = [];

  for (const control of document.querySelectorAll(tappable)) {
    if (own.contains(control)) continue;
    const box = control.getBoundingClientRect();
    // A control still fading in (opacity 0) counts: it is about to be tapped.
    if (box.width > 0 && box.height > 0 && reaches(box) && shown(control)) found.push(box);
  }

  for (const picture of document.querySelectorAll(pictures)) {
    if (own.contains(picture) || (picture.localName === 'svg' && picture.parentElement?.closest(`${tappable}, svg`))) {
      continue;
    }
    const box = picture.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && reaches(box) && shown(picture)) found.push(box);
  }

  // Text: most of the page's text nodes sit in elements far from the corners, rejected by one box each; only the
  // rest have their line boxes measured. An element's answer is kept for its other text nodes and descendants.
  const near = new Map<Element, boolean>();
  const painted = new Map<Element, boolean>();
  const isPainted = (element: Element): boolean => {
    let answer = painted.get(element);
    if (answer === undefined) {
      const parent = element.parentElement;
      answer =
        !clippedAway(element, element.getBoundingClientRect()) &&
        (!parent || parent === document.body || isPainted(parent));
      painted.set(element, answer);
    }
    return answer;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent) continue;
    let close = near.get(parent);
    if (close === undefined) {
      close = !own.contains(parent) && reaches(parent.getBoundingClientRect()) && shown(parent) && isPainted(parent);
      near.set(parent, close);
    }
    if (!close || !/\S/.test(node.data)) continue;
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.width > 0 && line.height > 0 && reaches(line)) found.push(line);
    }
  }
  return found;
}
