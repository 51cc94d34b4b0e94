/**
 * The logo strips' Pause and Play buttons (LogoStrip.tsx), run by one listener on the document instead of React
 * state: on an islands page a strip is HTML with no island of its own, so its button works as soon as the page's
 * first script has run (frame-scripts.ts). The strip's
 * `data-paused` decides, through CSS, whether it moves and which of the button's two labels shows.
 */
export function runLogoStripToggles(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-logo-strip-toggle]') : null;
    const strip = button?.closest('[data-logo-strip]');
    if (strip) strip.setAttribute('data-paused', String(strip.getAttribute('data-paused') !== 'true'));
  });
}
