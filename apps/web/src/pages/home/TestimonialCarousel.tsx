import { Pause, Play, Quote } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore, type FocusEvent, type PointerEvent } from 'react';
import { useInPageHtml } from '../../app/use-in-page-html.ts';
import { TESTIMONIAL_INTERVAL_MS, testimonials } from './testimonials.ts';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True for visitors who asked their system for less motion. The server cannot know, and never rotates anyway. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/**
 * Three customer stories that turn every 4000 ms and wrap around (spec §4, §9). A dot jumps to its slide and restarts
 * the timer. Rotation stops while a mouse is over it, while keyboard focus is inside it, after Pause, and never starts
 * for visitors who prefer reduced motion (WAI-ARIA carousel pattern). Its buttons wait for its code (as HTML it shows
 * the first story and does not turn).
 */
export function TestimonialCarousel({ label = 'Customer stories' }: { label?: string }) {
  const count = testimonials.length;
  const [current, setCurrent] = useState(0);
  // Bumped by every dot press, so pressing the current slide's dot restarts the timer too.
  const [restarts, setRestarts] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocusInside, setKeyboardFocusInside] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const waitingForCode = useInPageHtml();
  const rotating = !reducedMotion && !stopped && !hovered && !keyboardFocusInside;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), TESTIMONIAL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, restarts, count]);

  const showSlide = (index: number) => {
    setCurrent(index);
    setRestarts((value) => value + 1);
  };

  // Touch taps also fire pointer events: only a real mouse pointer resting on the carousel pauses it.
  const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true);
  const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(false);
  // A mouse click on a dot focuses it too; only keyboard focus (shown with a focus ring) pauses the rotation.
  const onFocus = (event: FocusEvent) => setKeyboardFocusInside(event.target.matches(':focus-visible'));
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocusInside(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative mx-auto max-w-3xl"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {!reducedMotion && (
        <div className="mb-3 flex justify-end">
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-100"
            disabled={waitingForCode}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
            {stopped ? 'Play' : 'Pause'}
            <span className="sr-only"> automatic rotation of customer stories</span>
          </button>
        </div>
      )}
      {/* The slides share one grid cell, so the carousel keeps the height of the longest story; the hidden ones are
          invisible, which also takes them out of the accessibility tree. No fade: a slide is never half-drawn. */}
      <div className="grid" aria-live={rotating ? 'off' : 'polite'}>
        {testimonials.map((testimonial, index) => {
          const active = index === current;
          return (
            <div
              key={testimonial.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={!active}
              className={`[grid-area:1/1] ${active ? 'visible' : 'invisible'}`}
            >
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
                <Quote aria-hidden="true" className="size-9 text-accent" />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink sm:text-xl">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-bold text-ink">{testimonial.name}</span>
                  <span className="block text-slate-600">
                    {testimonial.business}, {testimonial.town}
                  </span>
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      <div className="mt-4 flex justify-center gap-1">
        {testimonials.map((testimonial, index) => (
          <button
            key={testimonial.name}
            type="button"
            className="group inline-flex size-11 items-center justify-center rounded-full"
            aria-label={`Show testimonial ${index + 1} of ${count}`}
            aria-current={index === current ? 'true' : undefined}
            disabled={waitingForCode}
            onClick={() => showSlide(index)}
          >
            <span
              aria-hidden="true"
              className={`block size-3.5 rounded-full border-2 border-brand-700 transition-colors ${index === current ? 'bg-brand-700' : 'bg-white group-hover:bg-brand-100'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
