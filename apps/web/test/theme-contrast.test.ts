import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from '../src/theme';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Mantine's darken() answers rgba(r, g, b, 1); back to #rrggbb. */
function toHex(color: string): string {
  if (color.startsWith('#')) return color;
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return `#${[r, g, b].map((c) => Math.round(c!).toString(16).padStart(2, '0')).join('')}`;
}

describe('theme contrast', () => {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = cssVariablesResolver(resolved).light;

  it("keeps the 'light' variant's text at 4.5:1 on its background and on its hover background, in every colour", () => {
    for (const [name, shades] of Object.entries(resolved.colors)) {
      const text = toHex(light[`--mantine-color-${name}-light-color`] ?? shades[9]);
      expect(contrast(text, shades[1]), `${name} on shade 1`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, shades[2]), `${name} on shade 2 (hover)`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps 'dimmed' text at 4.5:1 on white", () => {
    expect(contrast(toHex(light['--mantine-color-dimmed']!), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
