import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** WCAG 2.5.3 (label in name) is still marked experimental in axe, which leaves such rules off unless asked. */
const EXPERIMENTAL_RULES_ON = { 'label-content-name-mismatch': { enabled: true } };

const SERIOUS = new Set(['serious', 'critical']);

/** Frames in a row without a running animation before axe looks (about 100 ms). */
const STILL_FRAMES = 6;

/**
 * Waits until no finite animation or transition (a modal fading in, a menu opening) has run for several frames in a
 * row: a transition starts a frame after its element mounts, so one still moment is not enough (CI once checked a
 * confirmation's Delete button mid-fade).
 */
async function waitForStillness(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { stillFrames?: number }).stillFrames = 0;
  });
  await page.waitForFunction(
    (frames) => {
      const w = window as { stillFrames?: number };
      const still = document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
      w.stillFrames = still ? (w.stillFrames ?? 0) + 1 : 0;
      return w.stillFrames >= frames;
    },
    STILL_FRAMES,
    { polling: 'raf' },
  );
}

/**
 * Runs axe on the page as it is now and fails with every serious or critical violation: its rule, the elements
 * (CSS targets) and axe's summary of what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page, where = page.url()): Promise<void> {
  await waitForStillness(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: EXPERIMENTAL_RULES_ON, resultTypes: ['violations'] })
    .withTags(TAGS)
    .analyze();
  const serious = results.violations.filter((v) => SERIOUS.has(v.impact ?? ''));
  const report = serious.flatMap((v) =>
    v.nodes.map((n) => {
      const summary = (n.failureSummary ?? v.help).replaceAll('\n', '\n    ');
      return `[${v.impact}] ${v.id} at ${n.target.join(' ')}: ${n.html.slice(0, 160)}\n    ${summary}`;
    }),
  );
  expect.soft(report.length, `axe on ${where}:\n${report.join('\n')}\n`).toBe(0);
}
