import type { Browser, Page, TestInfo } from '@playwright/test';

/** Today on this machine's clock, YYYY-MM-DD: the live pages list today's matches. */
export function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

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
