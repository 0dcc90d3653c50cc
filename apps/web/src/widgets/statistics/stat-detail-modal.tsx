import { Modal, Text } from '@mantine/core';
import type { StatType } from '@touchline/domain';
import { usePlayingTime, useStatDetails } from '../../api/statistics';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { MinutesList, StatDetailList } from './stat-detail-list';
import type { StatFigure } from './statistics-texts';
import { statDetailsFailedText, statisticsTexts, statLabels } from './statistics-texts';
import { useReturnFocus } from '../../ui/use-return-focus';
import { t } from '../../i18n/i18n';

interface StatDetailModalProps {
  playerId: number;
  playerName: string;
  /** The figure whose matches or sessions to list; null keeps the popup closed. */
  figure: StatFigure | null;
  onClose: () => void;
}

function Body({ playerId, figure }: { playerId: number; figure: StatFigure }) {
  const statType: StatType | null = figure === 'minutes_played' ? null : figure;
  const details = useStatDetails(playerId, statType);
  const minutes = usePlayingTime(playerId, figure === 'minutes_played');
  const query = figure === 'minutes_played' ? minutes : details;
  if (query.error) return <ErrorBanner message={statDetailsFailedText(figure, query.error.message)} />;
  if (query.isPending) return <LoadingText />;
  const empty =
    figure === 'minutes_played' ? (minutes.data ?? []).length === 0 : (details.data?.matches ?? []).length === 0;
  if (empty) return <Text c="dimmed">{statisticsTexts.nothingBehind}</Text>;
  return figure === 'minutes_played' ? (
    <MinutesList rows={minutes.data ?? []} />
  ) : (
    <StatDetailList items={details.data?.matches ?? []} />
  );
}

/** Spec §2 'player stat detail list': the matches or training sessions behind one figure of the statistics tile. */
export function StatDetailModal({ playerId, playerName, figure, onClose }: StatDetailModalProps) {
  useReturnFocus(figure !== null);
  return (
    <Modal
      returnFocus={false}
      opened={figure !== null}
      onClose={onClose}
      title={figure ? t('{figure} – {player}', { figure: statLabels[figure], player: playerName }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('Close dialog') }}
    >
      {figure && <Body playerId={playerId} figure={figure} />}
    </Modal>
  );
}
