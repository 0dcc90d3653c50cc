import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { unique, type adminApi } from './api';

/** The day `days` from today on this machine's clock, YYYY-MM-DD. */
export function isoInDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today on this machine's clock, YYYY-MM-DD: the live pages list today's matches. */
export const todayIso = (): string => isoInDays(0);

/** A home fixture today at 23:30 for the team, against `opposition`. */
export function todaysMatchBody(teamId: number, opposition: string) {
  return {
    opposition_name: opposition,
    venue_name: 'Riverside Park',
    venue_address: 'Mill Lane, Riverside',
    home_or_away: 'Home',
    kick_off_time: '23:30',
    meet_time: '23:00',
    colours: 'Red and white',
    match_date: todayIso(),
    team_id: teamId,
    match_type: 'league',
  };
}

/** A second browser, nobody signed in, of the same kind as the test's (desktop or mobile). */
export async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  return context.newPage();
}

/**
 * A team of the test's own, made through the admin API: its id and its name. Without an age group a U12 team (so not
 * in youth mode) whose matches last the spec's 90 minutes; with one, that age group's length (decision 124).
 */
export async function ownTeam(
  api: Awaited<ReturnType<typeof adminApi>>,
  testInfo: TestInfo,
  name: string,
  ageGroup?: string,
) {
  const teamName = unique(testInfo, name);
  const team = await api.post<{ team_id: number }>('/teams', {
    team_name: teamName,
    home_colours: 'Red',
    away_colours: 'Blue',
    age_group: ageGroup ?? 'U12',
    match_minutes: ageGroup ? null : 90,
    club_name: 'Touchline FC',
    contact_number: '0123 456789',
  });
  return { teamId: team.team_id, teamName };
}

/**
 * A phase button of the match console, then the same button in its confirmation (#29 item 6: a phase is a deliberate
 * act, two taps, and can still be undone).
 */
export async function tapPhase(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page
    .getByRole('dialog', { name: `${label}?` })
    .getByRole('button', { name: label })
    .click();
}

/** Waits until the page's service worker controls it and has kept the app's files (the console opens offline). */
export async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const shell = (await caches.keys()).find((name) => name.startsWith('touchline-shell-'));
        if (!shell) return 0;
        const cache = await caches.open(shell);
        const loaded = performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name))
          .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'));
        let missing = 0;
        for (const url of loaded) if (!(await cache.match(url.pathname))) missing++;
        return missing;
      }),
    )
    .toBe(0);
}

/** Players of the team, made through the admin API in the order named, shirts numbered from 1: their ids. */
export async function teamPlayers(
  api: Awaited<ReturnType<typeof adminApi>>,
  teamId: number,
  names: readonly string[],
  dateOfBirth = '2014-05-01',
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, name] of names.entries())
    ids.push(
      (
        await api.post<{ player_id: number }>('/players', {
          player_name: name,
          preferred_position: 'Midfielder',
          date_of_birth: dateOfBirth,
          shirt_number: i + 1,
          team_id: teamId,
        })
      ).player_id,
    );
  return ids;
}
