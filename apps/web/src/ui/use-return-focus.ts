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
 * While `opened`, remembers the control that opened a dialog and gives it focus back when the dialog closes or is
 * unmounted (Mantine's own return only works for a dialog that stays mounted and was opened from a control that is
 * still there). Use with the Modal's `returnFocus={false}`.
 */
export function useReturnFocus(opened: boolean): void {
  useLayoutEffect(() => {
    if (!opened) return;
    const gone = document.activeElement === document.body && lastFocused && !lastFocused.isConnected;
    const active = gone ? lastFocused : document.activeElement;
    const opener = returnFocusTarget(active);
    return () => {
      if (!opener) return;
      // After the dialog's focus trap has let go.
      setTimeout(() => {
        if (opener.isConnected) opener.focus();
      }, 0);
    };
  }, [opened]);
}
