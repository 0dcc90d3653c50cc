import { useSyncExternalStore } from 'react';
import type { TeamChoice } from '@touchline/domain';

/**
 * The person's 'My teams' / 'All teams' choice, one for every screen of the tab (decision 127): chosen on the
 * dashboard, it holds on Player Targets too. In sessionStorage: a new tab or a new sign-in starts on 'My teams'.
 */
const KEY = 'touchline.teamChoice';
const listeners = new Set<() => void>();

function read(): TeamChoice {
  try {
    return sessionStorage.getItem(KEY) === 'all' ? 'all' : 'mine';
  } catch {
    return 'mine';
  }
}

let current: TeamChoice | null = null;

export function setTeamChoice(choice: TeamChoice): void {
  current = choice;
  try {
    sessionStorage.setItem(KEY, choice);
  } catch {
    // Storage disabled: the choice holds until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => (current ??= read());

export function useTeamChoice(): TeamChoice {
  return useSyncExternalStore(subscribe, snapshot, () => 'mine');
}
