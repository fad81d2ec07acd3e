/**
 * Clicks and submits a visitor makes before the page's code has taken over, held and done again once it has
 * (docs/decisions/030-early-input-held-and-replayed.md). The page's scripts start after the first paint (decision
 * 022), so for a second or more the server's HTML shows buttons that do nothing and forms that a native submit would
 * send to the page's own address as a GET (a password in the URL). React does not replay such clicks: it hydrates a
 * part synchronously when a click lands in it, but only once its code is running.
 *
 * This script runs in the head, before the body exists, and listens on the document in the capture phase, so it sees
 * every click and submit before anything else (React's own listeners on the document come later). Until the root's
 * layout marks the page hydrated (`data-hydrated` on <html>), or while the target is inside a part still waiting for
 * its code (`data-hold-input`, app/lib/lazy-island.tsx), a click on a button (never a link) or the submit of a form
 * React sends (no `action` of its own) is stopped, noted, and the button is marked `aria-busy`. Once the mark comes
 * (a MutationObserver on the two attributes), each held interaction is done once more on the same element: hydration
 * keeps the server's nodes, and a part that renders its own HTML in place of the server's (a lazy island) is
 * searched for the same button or form by its place and text. A part that `HydrateLater` has not hydrated yet is
 * hydrated by React at once when the replayed click reaches it (selective hydration).
 *
 * What the visitor typed or chose in a field meanwhile is not known to the component's state, and a controlled field
 * goes back to that state (the product page's quantity: 5 typed, 1 added). So the script notes the fields changed
 * before hydration and, once the page is hydrated and before any click is done again, sets each back to what was
 * typed and sends it `input` and `change` events as typing would (React reacts only to a value its own setter did not
 * write: the field's value is first set through that setter to something else). Fields inside a part waiting for its
 * code are left to that part (lazy-island's `carry`).
 *
 * A part waiting for its code is told that a visitor used it (a `heldinput` event on the `data-hold-input` element),
 * so that it loads its code now.
 *
 * Written as a string, as it goes into the page: only the server's bundle has it (app/root.tsx).
 * Interactions are done again one per task, so that React has rendered the one before (a second + on the quantity
 * sees the first's 2).
 */
export const HOLD_INPUT_ATTRIBUTE = 'data-hold-input';
export const HELD_INPUT_EVENT = 'heldinput';

export const EARLY_INPUT_SCRIPT = `(() => {
  const d = document, html = d.documentElement, held = [];
  const waiting = (element) => element.closest('[${HOLD_INPUT_ATTRIBUTE}]');
  const ready = (element) => html.dataset.hydrated === 'true' && !waiting(element);
  const sentNatively = (form) => {
    const action = form.getAttribute('action');
    return action !== null && !/^javascript:/i.test(action);
  };
  const hold = (event) => {
    const target = event.target;
    if (!(target instanceof Element) || ready(target)) return;
    const kind = event.type === 'click' ? 'button' : 'form';
    const element = kind === 'button' ? target.closest('button') : target;
    if (!element || element.disabled) return;
    const form = kind === 'button' ? (element.type === 'submit' ? element.form : null) : element;
    if (form && sentNatively(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const scope = waiting(element);
    const among = [...(scope || d).querySelectorAll(kind)];
    held.push({ kind, element, scope, index: among.indexOf(element), text: element.textContent });
    element.setAttribute('aria-busy', 'true');
    if (scope) scope.dispatchEvent(new Event('${HELD_INPUT_EVENT}'));
  };
  const again = (entry) => {
    if (entry.element.isConnected) return entry.element;
    const within = entry.scope && entry.scope.isConnected ? entry.scope : d;
    const found = within.querySelectorAll(entry.kind)[entry.index];
    return found && found.textContent === entry.text ? found : null;
  };
  const fields = new Map();
  const noteTyped = (event) => {
    const field = event.target;
    const kind = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement;
    if (!kind || html.dataset.hydrated === 'true' || waiting(field) || /^(checkbox|radio|file)$/.test(field.type)) return;
    fields.set(field, field.value);
  };
  const tellTyped = () => {
    for (const [field, value] of fields) {
      if (!field.isConnected) continue;
      field.value = value === '' ? ' ' : '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    fields.clear();
  };
  const doAgain = (entry) => {
    entry.element.removeAttribute('aria-busy');
    const element = again(entry);
    if (!element || element.disabled) return;
    if (entry.kind === 'button') element.click();
    else element.requestSubmit();
  };
  let replaying = false;
  const replay = () => {
    if (replaying || html.dataset.hydrated !== 'true') return;
    tellTyped();
    const next = held.find((entry) => !(entry.scope && entry.scope.isConnected && waiting(entry.scope)));
    for (const entry of held) if (entry !== next && entry.scope) entry.scope.dispatchEvent(new Event('${HELD_INPUT_EVENT}'));
    if (!next) return;
    held.splice(held.indexOf(next), 1);
    doAgain(next);
    replaying = true;
    setTimeout(() => {
      replaying = false;
      replay();
    });
  };
  d.addEventListener('click', hold, true);
  d.addEventListener('submit', hold, true);
  d.addEventListener('input', noteTyped, true);
  d.addEventListener('change', noteTyped, true);
  new MutationObserver(replay).observe(html, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-hydrated', '${HOLD_INPUT_ATTRIBUTE}'],
  });
})();`.replace(/\n\s*/g, '');
