import { Pause, Play } from 'lucide-react';
import type { CSSProperties } from 'react';

export interface StripLogo {
  name: string;
  src: string;
  /** The image's width at its 64 px height (its viewBox), so the browser reserves the right space before it loads. */
  width: number;
}

// Tailwind has no marquee animation; its keyframes travel with the component (rendered in place, so the server
// render and hydration agree).
const keyframes = '@keyframes sme-logo-strip{from{transform:translateX(0)}to{transform:translateX(-50%)}}';

/** Seconds one logo takes to cross, so a long list scrolls at the same speed as a short one. */
const SECONDS_PER_LOGO = 3.5;

/**
 * A row of logos that scrolls continuously. It pauses on hover, when something in it has focus, or with its Pause
 * button (WCAG 2.2.2; the button sits outside the row so focusing it does not hold the row still), which is run by a
 * listener on the page (logo-strip-toggle.ts), not by React, so it works before any island's code has arrived; with
 * prefers-reduced-motion it stands still and wraps instead. The second copy of the list, which makes the loop
 * seamless, is hidden from assistive technology.
 */
export function LogoStrip({ label, logos }: { label: string; logos: StripLogo[] }) {
  const list = (copy: boolean) => (
    <ul
      aria-label={copy ? undefined : label}
      aria-hidden={copy ? 'true' : undefined}
      className={`flex shrink-0 items-center gap-x-12 pr-12 motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6 motion-reduce:pr-0 ${copy ? 'motion-reduce:hidden' : ''}`}
    >
      {logos.map((logo) => (
        <li key={logo.name} className="shrink-0">
          <img
            src={logo.src}
            alt={copy ? '' : logo.name}
            width={logo.width}
            height={64}
            className="h-10 w-auto sm:h-12"
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div data-logo-strip data-paused="false" className="group/strip">
      <style>{keyframes}</style>
      <div className="flex justify-end motion-reduce:hidden">
        <button
          type="button"
          data-logo-strip-toggle
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <span className="contents group-data-[paused=true]/strip:hidden">
            <Pause aria-hidden="true" className="size-4" />
            Pause logos
          </span>
          <span className="hidden group-data-[paused=true]/strip:contents">
            <Play aria-hidden="true" className="size-4" />
            Play logos
          </span>
        </button>
      </div>
      <div className="group overflow-hidden py-2 [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:[mask-image:none]">
        <div
          className="flex w-max animate-[sme-logo-strip_var(--logo-strip-duration)_linear_infinite] group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] group-data-[paused=true]/strip:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none"
          style={{ '--logo-strip-duration': `${Math.max(logos.length, 4) * SECONDS_PER_LOGO}s` } as CSSProperties}
        >
          {list(false)}
          {list(true)}
        </div>
      </div>
    </div>
  );
}
