/**
 * A part of a page rendered in full by the server but kept out of the page's first load in the browser:
 * the home page's designer, far below the fold, the /custom designer and the quote form. Until `whenNeeded` resolves
 * and the module is loaded, the browser keeps the server's HTML as it is (not hydrated, so not yet interactive); then
 * React renders the component there. A form in that HTML already takes typing and choices as plain HTML, a range
 * input slides: with `input`, what the visitor did there is carried over to the component (see IslandInput). A submit
 * or a button press meanwhile is held by the page's one early-input script (app/lib/early-input.ts: this part is
 * marked `data-hold-input` until its component is in) and done again in the component's HTML.
 *
 * No <Suspense>: React streams a boundary this large apart from the page, hidden until a script shows it. Instead
 * the server renders the lazy component inside the shell, and the browser's first render is an empty
 * `dangerouslySetInnerHTML`, which React hydrates without touching the server's children.
 */
import {
  lazy,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type SyntheticEvent,
} from 'react';
import { HELD_INPUT_EVENT, HOLD_INPUT_ATTRIBUTE } from './early-input';
import { onDemand, useOnDemand, type OnDemand } from './use-on-demand';

/** For a part the visitor may use before its code comes (the quote form, the designer's slider and buttons). */
export interface IslandInput<P> {
  /**
   * What the visitor did to the server's HTML (typed, chose, attached), read from it just before the component
   * replaces it, handed to the component as props so that nothing is lost.
   */
  carry(serverHtml: HTMLElement): Partial<P>;
}

/** A focused field, found again by its name in the component's HTML. */
interface FocusedField {
  name: string;
  selection: [number, number] | null;
}

const subscribeNothing = () => () => {};

/**
 * `load`'s component in place of the server's HTML once `whenNeeded` resolves, or as soon as a click or submit in that
 * HTML is held (the code is then needed now). With `input`, also as soon as the visitor focuses, points at or types in
 * that HTML, and the focused field keeps the focus and its caret.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  whenNeeded: () => Promise<void>,
  input?: IslandInput<P>,
): ComponentType<P> {
  const OnServer = lazy(() => load().then((component) => ({ default: component })));
  // The caller's own `onDemand` loader is kept, so a preload through it (a route's clientLoader) counts here too.
  const loader: OnDemand<ComponentType<P>> = 'loaded' in load ? (load as OnDemand<ComponentType<P>>) : onDemand(load);
  const loadWhenNeeded = () => whenNeeded().then(loader);

  function InBrowser(props: P) {
    const root = useRef<HTMLDivElement>(null);
    // True only while hydrating (React reads the server snapshot then), so `fromServer` tells whether this island
    // started as the server's HTML or was rendered in the browser (a client-side navigation), with no HTML to keep.
    const hydrating = useSyncExternalStore(
      subscribeNothing,
      () => false,
      () => true,
    );
    const [fromServer] = useState(hydrating);
    const [usedEarly, setUsedEarly] = useState(false);
    const [carried, setCarried] = useState<Partial<P>>();
    // A file chooser opened from the server's HTML gives its file to that input: not replaced until it closes.
    const [choosingFile, setChoosingFile] = useState(false);
    const focused = useRef<FocusedField | null>(null);
    // Set once the component's own effects have run: only then are held clicks and submits done again in it.
    const [takesInput, setTakesInput] = useState(false);
    const loaded = useOnDemand(usedEarly ? loader : loadWhenNeeded, true);
    // A module another render already loaded (a page visited again) shows at once, except while hydrating.
    const Loaded = hydrating ? undefined : (loaded ?? loader.loaded);
    const waitsToCarry = !!input && fromServer && carried === undefined;
    const shown = Loaded && !waitsToCarry ? Loaded : undefined;
    const canCarry = !!Loaded && waitsToCarry && !choosingFile;

    // Read in a layout effect and rendered again before the browser paints: no key the visitor presses can fall
    // between what is read and the component that shows it.
    useLayoutEffect(() => {
      if (!canCarry || !root.current || !input) return;
      focused.current = focusedField(root.current);
      setCarried(input.carry(root.current));
    }, [canCarry]);

    useLayoutEffect(() => {
      if (!shown || !focused.current || !root.current) return;
      restoreFocus(root.current, focused.current);
      focused.current = null;
    }, [shown]);

    useEffect(() => {
      if (shown) setTakesInput(true);
    }, [shown]);

    const loadNow = () => setUsedEarly(true);
    useEffect(() => {
      const html = root.current;
      if (shown || !html) return;
      html.addEventListener(HELD_INPUT_EVENT, loadNow);
      return () => html.removeEventListener(HELD_INPUT_EVENT, loadNow);
    }, [shown]);

    if (shown) {
      const Shown = shown;
      return (
        <div ref={root} {...(!takesInput && { [HOLD_INPUT_ATTRIBUTE]: '' })}>
          <Shown {...props} {...carried} />
        </div>
      );
    }
    const watchFileChooser = (event: SyntheticEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || target.type !== 'file') return;
      setChoosingFile(true);
      const closed = () => {
        target.removeEventListener('change', closed);
        target.removeEventListener('cancel', closed);
        window.removeEventListener('focus', focusBack);
        setChoosingFile(false);
      };
      // A browser that fires no `cancel` (before 2023): the page's focus coming back means the chooser closed; its
      // `change`, if any, comes just after.
      const focusBack = () => window.setTimeout(closed, 1000);
      target.addEventListener('change', closed);
      target.addEventListener('cancel', closed);
      window.addEventListener('focus', focusBack);
    };
    return (
      <div
        ref={root}
        {...{ [HOLD_INPUT_ATTRIBUTE]: '' }}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
        {...(input && {
          onFocusCapture: loadNow,
          onPointerDownCapture: loadNow,
          onKeyDownCapture: loadNow,
          onClickCapture: watchFileChooser,
        })}
      />
    );
  }

  return function LazyIsland(props: P) {
    if (import.meta.env.SSR) {
      return (
        <div {...{ [HOLD_INPUT_ATTRIBUTE]: '' }}>
          <OnServer {...props} />
        </div>
      );
    }
    return <InBrowser {...props} />;
  };
}

function focusedField(serverHtml: HTMLElement): FocusedField | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) {
    return active instanceof HTMLSelectElement && serverHtml.contains(active) && active.name
      ? { name: active.name, selection: null }
      : null;
  }
  if (!serverHtml.contains(active) || !active.name) return null;
  const { selectionStart, selectionEnd } = active;
  return {
    name: active.name,
    selection: selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd],
  };
}

function restoreFocus(html: HTMLElement, field: FocusedField): void {
  const control = [...html.querySelectorAll<HTMLElement>('[name]')].find(
    (element) => element.getAttribute('name') === field.name,
  );
  if (!control) return;
  control.focus({ preventScroll: true });
  if (field.selection && (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) {
    try {
      control.setSelectionRange(...field.selection);
    } catch {
      // Inputs without a caret (number, email in some browsers) refuse it: the focus is what matters.
    }
  }
}
