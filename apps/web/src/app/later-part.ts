import { createElement, memo, Suspense, use, useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * A part of a page whose code loads after the code around it (React.lazy's role), which the server renders in place:
 * `preload()` fetches it, and once it has, the part renders at once. A page's server render preloads it first, so the
 * HTML holds it where it belongs (React.lazy would leave a Suspense fallback there). In the browser it waits for its
 * code under a Suspense boundary of its own: the server's markup stays, with what is typed or chosen in its fields,
 * until React adopts it. It renders again only when a prop changes (memo): a part updated before its code has come
 * would lose the server's markup (React renders a boundary that has not hydrated yet afresh), so its props must keep
 * their identity from one render to the next (callbacks through useCallback, objects through useMemo).
 */
export function laterPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));
  function Part(props: Props) {
    if (!Loaded) use(preload());
    return createElement(Loaded!, props);
  }
  const LaterPart = memo(function LaterPart(props: Props) {
    // A part whose server markup waits in the browser for its code is counted until React has adopted it.
    const [waits] = useState(() => typeof document !== 'undefined' && !Loaded && (notePartsWaiting(1), true));
    return createElement(Suspense, { fallback: null }, createElement(Part, props), waits && createElement(Adopted));
  });
  return Object.assign(LaterPart, { preload });
}

/**
 * How many parts of the page still wait for their code, on <html data-later-parts> (the browser tests' `hydrated` waits
 * for none: a press on a part whose code has not come is the plain form's, not the code's).
 */
function notePartsWaiting(change: number) {
  const html = document.documentElement;
  html.dataset.laterParts = String(Number(html.dataset.laterParts ?? 0) + change);
}

/** Rendered with a waiting part, inside its boundary: its effect runs once React has adopted the part. */
function Adopted() {
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    notePartsWaiting(-1);
  }, []);
  return null;
}
