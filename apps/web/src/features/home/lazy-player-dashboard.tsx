import { useEffect } from 'react';
import { lazyView } from './code-loading';

const loadPlayerDashboard = () => import('./player-dashboard').then((m) => m.PlayerDashboard);

/**
 * Starts fetching the player dashboard's code while the persona still reads whose dashboard to show (the parent's
 * children, the player's own record), so it is there by the time it is needed. The Admin and Coach views never load it.
 */
export function usePlayerDashboardCode(): void {
  useEffect(() => {
    void loadPlayerDashboard().catch(() => undefined);
  }, []);
}

/**
 * The Player view (statistics, targets, availability tables): its own chunk, loaded only by the Player and Parent
 * personas.
 */
export const PlayerDashboard = lazyView(loadPlayerDashboard, 600);
