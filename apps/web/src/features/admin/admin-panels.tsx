import type { ComponentType } from 'react';
import { lazy } from 'react';
import { t } from '../../i18n/i18n';
import type { AdminScreenProps } from '../../ui/crud/crud-screen';

/** A panel of the combined admin screen; its component gets its heading level (h2 under the page's h1). */
export interface AdminPanel {
  id: string;
  label: string;
  Panel: ComponentType<AdminScreenProps>;
}

/** Loads a panel's screen only when the panel is first opened. */
function lazyPanel(load: () => Promise<ComponentType<AdminScreenProps>>): ComponentType<AdminScreenProps> {
  return lazy(async () => ({ default: await load() }));
}

/**
 * The seven panels of the combined admin screen, in the side menu's order (spec §2.1).
 */
export const adminPanels = [
  {
    id: 'users',
    get label() {
      return t('User Management');
    },
    Panel: lazyPanel(() => import('./admin-users-page').then((m) => m.AdminUsersPage)),
  },
  {
    id: 'teams',
    get label() {
      return t('Team Management');
    },
    Panel: lazyPanel(() => import('./admin-teams-page').then((m) => m.AdminTeamsPage)),
  },
  {
    id: 'players',
    get label() {
      return t('Player Management');
    },
    Panel: lazyPanel(() => import('./admin-players-page').then((m) => m.AdminPlayersPage)),
  },
  {
    id: 'matches',
    get label() {
      return t('Match Management');
    },
    Panel: lazyPanel(() => import('./admin-fixtures-page').then((m) => m.AdminFixturesPage)),
  },
  {
    id: 'match-types',
    get label() {
      return t('Match Types');
    },
    Panel: lazyPanel(() => import('./match-types/match-type-management').then((m) => m.MatchTypeManagement)),
  },
  {
    id: 'opposition-teams',
    get label() {
      return t('Opposition Teams');
    },
    Panel: lazyPanel(() =>
      import('./opposition-teams/opposition-team-management').then((m) => m.OppositionTeamManagement),
    ),
  },
  {
    id: 'trainings',
    get label() {
      return t('Training Sessions');
    },
    Panel: lazyPanel(() => import('./admin-training-page').then((m) => m.AdminTrainingPage)),
  },
] as const satisfies readonly AdminPanel[];

export type AdminPanelId = (typeof adminPanels)[number]['id'];

/** The panel a `?panel=` value selects: one of the seven ids, otherwise the first, users. */
export function adminPanelOf(value: string | null): AdminPanel {
  return adminPanels.find((p) => p.id === value) ?? adminPanels[0];
}
