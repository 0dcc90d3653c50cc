import { darken } from '@mantine/core';

/** The red, green and blue of a `#rrggbb` or `rgb(a)(r, g, b, …)` colour, 0–255. */
function channels(color: string): [number, number, number] {
  if (color.startsWith('#'))
    return [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as [number, number, number];
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}

/** WCAG 2 relative luminance. */
function luminance(color: string): number {
  const [r, g, b] = channels(color)
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `text`, darkened in steps of 5 % until it reaches `minimum` contrast on every one of `backgrounds`. */
export function darkenForContrast(text: string, backgrounds: readonly string[], minimum = 4.5): string {
  for (let amount = 0; amount < 1; amount += 0.05) {
    const candidate = amount === 0 ? text : darken(text, amount);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minimum)) return candidate;
  }
  return '#000000';
}
