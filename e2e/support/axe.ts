import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** WCAG 2.5.3 (label in name) is still marked experimental in axe, which leaves such rules off unless asked. */
const EXPERIMENTAL_RULES_ON = { 'label-content-name-mismatch': { enabled: true } };

const SERIOUS = new Set(['serious', 'critical']);

/**
 * Waits until no finite animation or transition is running (a spinner's endless one does not count). The tests ask
 * for reduced motion and the app then shows dialogs and menus without one (theme.ts, decision 112), so this is a
 * guard that normally passes at once: were an animation to run, axe would judge a half-faded colour.
 */
async function waitForStillness(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
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
