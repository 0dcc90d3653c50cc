// Draws the app icons of the web app manifest from SVG with the Chromium that Playwright drives, and writes them as
// PNG to apps/web/public/icons/. Run after changing the artwork: `node --import tsx apps/web/scripts/make-icons.ts`
// (CHROMIUM_PATH picks the browser, /usr/bin/chromium by default). The PNGs are committed; builds do not run this.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');

/** The theme's primary colour (Mantine teal, shade 9) and the club badge's green, as in ui/club-logo.tsx. */
const TEAL = '#087f5b';
const GREEN = '#2f9e44';

/** The club badge (shield, ball) in a 64-unit box, as drawn by ui/club-logo.tsx, with a white rim to stand out. */
const badge =
  `
  <path d="M32 3 57 12v19c0 15-11 25-25 30C18 56 7 46 7 31V12Z" fill="${GREEN}" ` +
  `stroke="#fff" stroke-width="3" stroke-linejoin="round"/>
  <circle cx="32" cy="31" r="14" fill="#fff"/>
  <path d="m32 23 7 5-3 8h-8l-3-8Z" fill="#212529"/>`;

/**
 * `rounded`: a rounded square on a transparent ground (purpose "any").
 * `full`: the colour to the edges with the badge inside the central 60 %, the safe zone of a maskable icon, and for
 * iOS, which fills transparency with black.
 */
function iconSvg(size: number, shape: 'rounded' | 'full'): string {
  const ground =
    shape === 'rounded'
      ? `<rect width="512" height="512" rx="112" fill="${TEAL}"/>`
      : `<rect width="512" height="512" fill="${TEAL}"/>`;
  // The badge spans 64 units: 5.2× (333 px of 512) for the rounded icon, 4.4× (282 px) inside the maskable safe zone.
  const scale = shape === 'rounded' ? 5.2 : 4.4;
  const offset = (512 - 64 * scale) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">${ground}<g ` +
    `transform="translate(${offset} ${offset + 6}) scale(${scale})">${badge}</g></svg>`
  );
}

const icons = [
  { file: 'icon-192.png', size: 192, shape: 'rounded' },
  { file: 'icon-512.png', size: 512, shape: 'rounded' },
  { file: 'icon-maskable-512.png', size: 512, shape: 'full' },
  { file: 'apple-touch-icon.png', size: 180, shape: 'full' },
] as const;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  mkdirSync(OUT, { recursive: true });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<!doctype html><html><body ` +
        `style="margin:0;background:transparent">${iconSvg(icon.size, icon.shape)}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true, type: 'png' });
    writeFileSync(path.join(OUT, icon.file), png);
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
