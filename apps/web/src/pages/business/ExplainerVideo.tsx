import { useIslandId } from '../../app/use-island-id.ts';

/** A short narrated explainer from /videos, with English captions on by default; it loads only when played. */
export function ExplainerVideo({ name, title, summary }: { name: string; title: string; summary: string }) {
  const id = useIslandId();
  const base = `/videos/${name}`;
  return (
    <figure className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <video
        controls
        preload="none"
        poster={`${base}.jpg`}
        width={1280}
        height={720}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        className="aspect-video h-auto w-full bg-ink"
      >
        <source src={`${base}.mp4`} type="video/mp4" />
        <track kind="captions" src={`${base}.vtt`} srcLang="en" label="English" default />
        <a href={`${base}.mp4`}>Download the video: {title}</a>
      </video>
      <figcaption className="p-5">
        <h3 id={`${id}-title`} className="text-xl font-bold text-ink">
          {title}
        </h3>
        <p id={`${id}-summary`} className="mt-2 text-slate-700">
          {summary}
        </p>
      </figcaption>
    </figure>
  );
}
