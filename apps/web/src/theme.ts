import type { CSSVariablesResolver } from '@mantine/core';
import { createTheme, darken, em, Menu } from '@mantine/core';
import { MOBILE_BREAKPOINT_PX } from '@touchline/domain';
import { darkenForContrast } from './ui/text-contrast';

/** Mantine's `sm` breakpoint is the spec's mobile breakpoint: the burger menu shows below it. */
export const MOBILE_BREAKPOINT = 'sm';

/** Shade 9 of teal keeps white button text above the WCAG AA contrast of 4.5:1 (Mantine's default shade 6 does not). */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 8 },
  breakpoints: { [MOBILE_BREAKPOINT]: em(MOBILE_BREAKPOINT_PX) },
  // Someone who asked their device for less motion gets dialogs, menus and cards without fading or sliding (WCAG
  // 2.3.3); the browser tests ask for it too, so they never wait for a fade (decision 112).
  respectReducedMotion: true,
  components: {
    // Mantine puts a focus placeholder (role presentation) in each menu, where only menu items may be (ARIA); without
    // it, opening a menu focuses its first item, as the WAI-ARIA menu button pattern has it.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
  },
});

/**
 * Text on the 'light' variant (the quick action buttons, badges, alerts) darkened from Mantine's shade 9 until it is
 * 4.5:1 on the variant's background (shade 1) and hover background (shade 2): teal's shade 9 on shade 1 is 4.3:1,
 * which Lighthouse flags. 'Dimmed' text is one shade darker than Mantine's, for 4.5:1 on white. A hovered filled
 * button goes darker than shade 9, not back to shade 8 as Mantine has it (white on teal 8 is 3.9:1).
 */
const resolvedVariables = new WeakMap<object, ReturnType<CSSVariablesResolver>>();

/** Computed once per theme: Mantine asks again on every render of its provider. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const known = resolvedVariables.get(resolved);
  if (known) return known;
  const variables = {
    variables: {},
    light: {
      '--mantine-color-dimmed': resolved.colors.gray[7],
      // Field errors ('Parent name is required') at 4.5:1 on white, not the default red 6 (3.3:1).
      '--mantine-color-error': resolved.colors.red[9],
      ...Object.fromEntries(
        Object.entries(resolved.colors).map(([name, shades]) => [
          `--mantine-color-${name}-light-color`,
          darkenForContrast(shades[9], [shades[1], shades[2]]),
        ]),
      ),
      ...Object.fromEntries(
        Object.entries(resolved.colors).map(([name, shades]) => [
          `--mantine-color-${name}-filled-hover`,
          darken(shades[9], 0.15),
        ]),
      ),
    },
    dark: {},
  };
  resolvedVariables.set(resolved, variables);
  return variables;
};
