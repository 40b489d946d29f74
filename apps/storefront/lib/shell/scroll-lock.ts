/** Body class that stops the page from scrolling behind a modal or the mobile menu (spec 4). */
export const NO_SCROLL_CLASS = 'no-scroll';

let activeLocks = 0;

/**
 * Locks page scrolling until the returned function is called. Locks are counted, so the
 * mobile menu and a modal opened from it can overlap. The scrollbar's width is kept as
 * padding, so the page does not jump sideways when the scrollbar disappears.
 */
export function lockPageScroll(): () => void {
  activeLocks += 1;
  if (activeLocks === 1) {
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.setProperty('--scrollbar-gap', `${scrollbarWidth}px`);
    document.body.classList.add(NO_SCROLL_CLASS);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    activeLocks -= 1;
    if (activeLocks === 0) {
      document.body.classList.remove(NO_SCROLL_CLASS);
      document.body.style.removeProperty('--scrollbar-gap');
    }
  };
}

/**
 * Makes everything on the page but `keep` inert (unreachable by mouse, keyboard and
 * screen readers) until the returned function is called: the focus trap of a modal.
 */
export function makeOthersInert(keep: Element): () => void {
  const changed: HTMLElement[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element === keep || !(element instanceof HTMLElement) || element.inert) continue;
    element.inert = true;
    changed.push(element);
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first element inside `container` that keyboard focus can land on. */
export function firstFocusable(container: HTMLElement): HTMLElement | undefined {
  return container.querySelector<HTMLElement>(FOCUSABLE) ?? undefined;
}
