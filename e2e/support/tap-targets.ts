import type { Locator } from '@playwright/test';

/** One control too small to tap with a cold thumb: its name and size. */
export interface SmallTarget {
  name: string;
  width: number;
  height: number;
}

/** The pitch side's minimum (WCAG 2.5.5, Apple's and Google's guidance): 44 × 44 CSS pixels. */
export const MIN_TARGET_PX = 44;

/**
 * Every visible control in `scope` (buttons, links, form fields, anything focusable with a role to press), with its
 * size on screen: those under 44 × 44 px, and how many there are in all.
 */
export async function smallTargets(scope: Locator): Promise<{ all: number; small: SmallTarget[] }> {
  return scope.evaluate((element, min) => {
    const controls = [
      ...element.querySelectorAll<HTMLElement>(
        'button, a[href], select, input:not([type=hidden]), textarea, [role=button], [role=tab], [role=switch]',
      ),
    ].filter((c) => {
      const box = c.getBoundingClientRect();
      const style = getComputedStyle(c);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !c.closest('[aria-hidden=true]');
    });
    const small = controls
      .map((c) => {
        const box = c.getBoundingClientRect();
        const name = (c.getAttribute('aria-label') ?? c.textContent ?? c.tagName).trim().slice(0, 40);
        return { name, width: Math.round(box.width), height: Math.round(box.height) };
      })
      .filter((t) => t.width < min || t.height < min);
    return { all: controls.length, small };
  }, MIN_TARGET_PX);
}
