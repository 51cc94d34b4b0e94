import {
  createContext,
  lazy,
  memo,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { isHydrated, whenIdle } from './after-hydration.ts';
import { keepTypedBeforeCode, takeTypedBeforeCode } from './typed-before-code.ts';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Called by the loaded part once React has adopted the server's markup and the form library has attached. */
const AdoptedContext = createContext<() => void>(() => {});

/**
 * A part of a page whose code loads after the page (a form below the fold): the server renders it in place and the
 * browser keeps that markup, visible and the same size, until the code has arrived and React adopts it, once the
 * browser is idle after hydration or at the visitor's first interaction. In a page the browser renders itself
 * (client-side navigation), the code is fetched at once.
 *
 * Anything typed into the server's fields before then is kept: form libraries reset their fields to their default
 * values when they attach to them, so what the visitor typed is put back through the usual input events; if the page
 * is left first (a reload), it is kept for the page's next load, where the part's code has not saved it. Clicks
 * and a form sent before then are held (the browser would otherwise send the form itself, reloading the page) and
 * replayed, in order, once adopted.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => {
    if (typeof window !== 'undefined' && !isHydrated()) await whenIdle();
    const Component = await load();
    function Adopted(props: P) {
      const adopted = useContext(AdoptedContext);
      // Runs after the children's ref callbacks and effects, i.e. after the form library has attached.
      useEffect(adopted, [adopted]);
      return <Component {...props} />;
    }
    return { default: Adopted };
  });

  function Deferred(props: P) {
    const wrapper = useRef<HTMLDivElement | null>(null);
    const typed = useRef(new Map<Field, string | boolean>());
    const held = useRef<HTMLFormElement | null>(null);
    const clicked = useRef<HTMLElement[]>([]);
    const stopRecording = useRef<() => void>(() => {});
    const done = useRef(false);
    const [adopted, setAdopted] = useState(false);
    useEffect(() => {
      const element = wrapper.current;
      // Already adopted (the code was there when this rendered): nothing to keep.
      if (!element || done.current) return;
      // On the window, ahead of React: React stops an event aimed at markup it has not adopted yet at its root, so
      // a listener on the part itself never hears what is typed or pressed there before the code arrives.
      const inPart = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const record = (event: Event) => {
        const field = event.target as Field;
        if (!inPart(event) || !(field instanceof HTMLElement) || !('value' in field)) return;
        typed.current.set(field, isCheckable(field) ? field.checked : field.value);
      };
      const hold = (event: Event) => {
        if (!inPart(event)) return;
        event.preventDefault();
        held.current = event.target as HTMLFormElement;
      };
      const holdClick = (event: Event) => {
        if (!inPart(event) || !(event.target instanceof HTMLElement) || !event.isTrusted) return;
        event.preventDefault();
        clicked.current.push(event.target);
      };
      const listeners = [
        ['input', record],
        ['change', record],
        ['submit', hold],
        ['click', holdClick],
      ] as const;
      const keepForNextLoad = () => keepTypedBeforeCode(typed.current);
      for (const [type, listener] of listeners) window.addEventListener(type, listener, true);
      window.addEventListener('pagehide', keepForNextLoad);
      stopRecording.current = () => {
        for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
        window.removeEventListener('pagehide', keepForNextLoad);
      };
      return stopRecording.current;
    }, []);
    const adopt = useCallback(() => {
      done.current = true;
      setAdopted(true);
      stopRecording.current();
      // Typed before a reload first, then typed on this load, which is newer.
      if (wrapper.current) {
        for (const [field, value] of takeTypedBeforeCode(wrapper.current)) {
          if (isField(field) && !typed.current.has(field)) restore(field, value);
        }
      }
      for (const [field, value] of typed.current) restore(field, value);
      typed.current.clear();
      const clicks = clicked.current.splice(0);
      for (const target of clicks) if (target.isConnected) target.click();
      // A form sent with Enter (a click on its button was replayed above, which sends it).
      if (clicks.length === 0 && held.current?.isConnected) held.current.requestSubmit();
      held.current = null;
    }, []);
    // `contents`: the wrapper adds no box of its own to the page's layout. `data-deferred` says whether React has
    // adopted the part yet ('adopted'), which the first-paint browser test reads.
    return (
      <div ref={wrapper} className="contents" data-deferred={adopted ? 'adopted' : ''}>
        <AdoptedContext.Provider value={adopt}>
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        </AdoptedContext.Provider>
      </div>
    );
  }
  // The same props must not re-render it before its code arrives: React would drop the server's markup.
  return memo(Deferred) as unknown as ComponentType<P>;
}

function isField(element: Element): element is Field {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** Sets a field the way a visitor would, so React's onChange (and the form library) sees the value. */
function restore(field: Field, value: string | boolean) {
  if (!field.isConnected) return;
  if (typeof value === 'boolean') {
    if (isCheckable(field) && field.checked !== value) field.click();
    return;
  }
  // React calls onChange only for a value other than the last it recorded for the field, and a field whose markup it
  // adopted can still show what was typed (a controlled field keeps it): that value is news to the component all the
  // same. So React is first told of an empty field, through the field's own setter (React's), then the typed value
  // is set past it, through the prototype's, and announced.
  if (field.value === value) field.value = '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
