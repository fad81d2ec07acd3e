/**
 * After a refused submit, focus goes to the first field marked invalid, so a keyboard or screen-reader user lands on
 * the problem and hears its message (tied to the field by aria-describedby). Waits a frame for React to mark it.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
