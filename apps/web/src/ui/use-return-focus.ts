import { useLayoutEffect } from 'react';

/**
 * The control to give focus back to: the focused element, or for an item of a menu (which goes away with the menu),
 * the button that opened the menu (Mantine labels a menu's dropdown by its target).
 */
export function returnFocusTarget(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"][aria-labelledby]');
  const menuTarget = menu ? document.getElementById(menu.getAttribute('aria-labelledby') ?? '') : null;
  return menuTarget ?? active;
}

/**
 * The element that had focus last. A menu item that opens a dialog goes away with its menu: with no closing
 * transition (someone who asked for reduced motion) it is gone, and focus with it, before the dialog looks.
 */
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => (lastFocused = event.target instanceof Element ? event.target : null),
  );
}

/**
 * The opener, or, when the screen drew it again meanwhile (a list reloaded, a panel re-rendered), the control now in
 * its place: the same kind of element with the same name.
 */
function sameControl(opener: HTMLElement): HTMLElement | null {
  if (opener.isConnected) return opener;
  const name = opener.getAttribute('aria-label') ?? opener.textContent;
  const candidates = [...document.querySelectorAll<HTMLElement>(opener.tagName)];
  return candidates.find((c) => (c.getAttribute('aria-label') ?? c.textContent) === name) ?? null;
}

/**
 * While `opened`, remembers the control that opened a dialog and gives it focus back when the dialog closes or is
 * unmounted (Mantine's own return only works for a dialog that stays mounted and was opened from a control that is
 * still there). Use with the Modal's `returnFocus={false}`.
 */
export function useReturnFocus(opened: boolean): void {
  useLayoutEffect(() => {
    if (!opened) return;
    // Focus on the page itself: the control that had it went away (a menu item) or let it go while busy (a button
    // disabled for a moment); the last control focused is the opener either way.
    const active = document.activeElement === document.body && lastFocused ? lastFocused : document.activeElement;
    const opener = returnFocusTarget(active);
    return () => {
      if (!opener) return;
      // After the dialog's focus trap has let go.
      setTimeout(() => sameControl(opener)?.focus(), 0);
    };
  }, [opened]);
}
