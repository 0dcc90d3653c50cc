import { ActionIcon, RingProgress, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ProgressItem } from '@touchline/domain';
import { progressColour, ringValue } from '@touchline/domain';
import { currentOverTarget, formatTargetValue, ringColours } from './target-fields';
import { t } from '../../i18n/i18n';

export interface TargetRingProps {
  /** The target's name, e.g. 'Goals' or 'Starting %'. */
  label: string;
  playerName: string;
  item: ProgressItem;
  /** Starting % and games played % show their values with '%'. */
  percent?: boolean;
  /** When given, the ring (or the plus button when no target is set) opens the target dialog. */
  onEdit?: () => void;
  /** Ring diameter in pixels. @default 64 */
  size?: number;
}

function PlusIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      aria-hidden
    >
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

/**
 * One target's progress: a ring filled to the percentage (capped at 100), coloured by progressColour, with the
 * percentage inside and current/target under it, named in that order ('…: 60%, 3/5') so that the name holds the text
 * on screen (WCAG 2.5.3). Without a target: a plus button 'Set {label} target for {player}'.
 */
export function TargetRing({ label, playerName, item, percent = false, onEdit, size = 64 }: TargetRingProps) {
  if (item.target === null || item.percentage === null) {
    if (!onEdit) {
      return (
        <Text
          c="dimmed"
          size="sm"
          aria-label={t('No {target} target for {player}', { target: label, player: playerName })}
        >
          –
        </Text>
      );
    }
    return (
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        onClick={onEdit}
        aria-label={t('Set {target} target for {player}', { target: label, player: playerName })}
      >
        <PlusIcon />
      </ActionIcon>
    );
  }

  const ratio = currentOverTarget(item, percent);
  const pct = formatTargetValue(item.percentage, true);
  const ring = (
    <Stack gap={2} align="center">
      <RingProgress
        size={size}
        thickness={Math.max(4, Math.round(size / 9))}
        roundCaps={ringValue(item.percentage) > 0}
        sections={[{ value: ringValue(item.percentage), color: ringColours[progressColour(item.percentage)] }]}
        label={
          <Text ta="center" size="xs" fw={700}>
            {pct}
          </Text>
        }
      />{' '}
      <Text size="sm" fw={500}>
        {ratio}
      </Text>
    </Stack>
  );
  if (!onEdit) return ring;
  return (
    <UnstyledButton
      onClick={onEdit}
      aria-label={t('Edit {target} target for {player}: {percent}, {ratio}', {
        target: label,
        player: playerName,
        percent: pct,
        ratio,
      })}
      style={{ borderRadius: 8 }}
    >
      {ring}
    </UnstyledButton>
  );
}
