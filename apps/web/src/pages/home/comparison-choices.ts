/**
 * The home hero's 'Get Your Free Comparison Today' (HomeHero.tsx), run by one listener on the page instead of React
 * state, so it answers the first press however late the page's code is: on the islands page this is the page's own
 * small script (islands/pages/index.astro).
 *
 * Pressing it replaces the button with the three choices for good. They are brought into view (on a phone they open
 * below the fold, where a tap seemed to do nothing), at once for a visitor who asks for reduced motion; focus moves to
 * the first choice, and the polite status says what appeared.
 */
export function runComparisonChoices(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-comparison-reveal]') : null;
    const chooser = button?.closest('[data-comparison-choices]');
    const list = chooser?.querySelector<HTMLElement>('[data-comparison-list]');
    if (!(button instanceof HTMLElement) || !chooser || !list) return;
    button.hidden = true;
    list.hidden = false;
    const status = chooser.querySelector<HTMLElement>('[data-comparison-status]');
    if (status) status.textContent = status.dataset.revealedText ?? '';
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.querySelector('[data-comparison-question]')?.scrollIntoView({
      block: 'nearest',
      behavior: still ? 'instant' : 'smooth',
    });
    // The scroll above places the whole question; focusing must not scroll again to the first choice alone.
    list.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
  });
}
