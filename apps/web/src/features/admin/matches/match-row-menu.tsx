import { ActionIcon, Menu } from '@mantine/core';
import { isFixtureOn } from '@touchline/domain';
import type { FixtureStatus, Match } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import { paths } from '../../../paths';
import { DotsIcon } from '../../../ui/icon';
import { matchActionsLabel } from './match-texts';

interface MatchRowMenuProps {
  match: Match;
  onEdit: (match: Match) => void;
  /** Absent for a team's coach: deleting stays an admin's (decision 126). */
  onDelete?: (match: Match) => void;
  onStatus: (match: Match, status: FixtureStatus) => void;
}

/** A full page load, as the spec asks, so the lineup editor starts fresh. */
export function openLineupEditor(matchId: number): void {
  window.location.assign(paths.adminMatchLineup(matchId));
}

/** A match row's menu: Edit, Lineup, Postpone / Cancel (or Put back on), and Delete for an admin. */
export function MatchRowMenu({ match, onEdit, onDelete, onStatus }: MatchRowMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={matchActionsLabel(match.opposition_name, match.match_date)}
        >
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onEdit(match)}>{t('Edit')}</Menu.Item>
        <Menu.Item onClick={() => openLineupEditor(match.match_id)}>{t('Lineup')}</Menu.Item>
        {isFixtureOn(match) ? (
          <>
            <Menu.Item onClick={() => onStatus(match, 'postponed')}>{t('Postpone')}</Menu.Item>
            <Menu.Item onClick={() => onStatus(match, 'cancelled')}>{t('Cancel fixture')}</Menu.Item>
          </>
        ) : (
          <Menu.Item onClick={() => onStatus(match, 'scheduled')}>{t('Put back on')}</Menu.Item>
        )}
        {onDelete && (
          <Menu.Item color="red" c="red.9" onClick={() => onDelete(match)}>
            {t('Delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
