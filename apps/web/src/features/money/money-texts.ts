import type { FamilyBalance } from '@touchline/domain';
import { t } from '../../i18n/i18n';

/** The words of the treasurer's money screens (#33, decision 133) shared by more than one of them. */
export const moneyTexts = {
  get save() {
    return t('Save');
  },
  get reference() {
    return t('Reference');
  },
  get children() {
    return t('Children');
  },
  get parents() {
    return t('Parents');
  },
  get balance() {
    return t('Balance');
  },
  get date() {
    return t('Date');
  },
  get amount() {
    return t('Amount');
  },
  get description() {
    return t('Description');
  },
  get family() {
    return t('Family');
  },
  get chooseFamily() {
    return t('Choose a family');
  },
  get team() {
    return t('Team');
  },
  get chooseTeam() {
    return t('Choose a team');
  },
  get familiesLoading() {
    return t('Loading families...');
  },
  get familiesFailed() {
    return t('Failed to load the families');
  },
  get teamsFailed() {
    return t('Failed to load the teams');
  },
  /** A charge's outcome (a charge, match fees): entries, families, total and what was charged before. */
  charged: (entries: number, families: number, total: string, already: number) =>
    t(
      '{entries, plural, one {Charged # entry} other {Charged # entries}} to ' +
        '{families, plural, one {# family} other {# families}} ({total}); {already} already charged',
      { entries, families, total, already: String(already) },
    ),
  /** Nothing to show in a cell: a dash, in every language. */
  none: '—',
} as const;

/** A child and their team: 'Ava Smith (U12 Lions)'. */
export function childWithTeam(child: FamilyBalance['players'][number]): string {
  return `${child.player_name} (${child.team_name})`;
}

/** A family as a select lists it: its reference and its children, 'TL0004271 · Ava Smith, Ben Smith'. */
export function familyLabel(family: Pick<FamilyBalance, 'reference' | 'players'>): string {
  const names = family.players.map((p) => p.player_name).join(', ');
  return names ? `${family.reference} · ${names}` : family.reference;
}
