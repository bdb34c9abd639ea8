/**
 * The app taking over from a light public page (after log-in or sign-up) is a change of page for the
 * family: focus goes to the new page's heading and the live region names it, as after any navigation. The
 * light entry and the app each have their own copy of this module, so the mark lives on the document.
 */
const ATTRIBUTE = 'data-hand-over';

/** Called by the light entry just before the app's entry starts. */
export function markHandOver(): void {
  document.documentElement.setAttribute(ATTRIBUTE, '');
}

/** Whether the app was started by a hand-over (answered once: the mark is removed). */
export function takeHandOver(): boolean {
  if (typeof document === 'undefined' || !document.documentElement.hasAttribute(ATTRIBUTE)) return false;
  document.documentElement.removeAttribute(ATTRIBUTE);
  return true;
}
