import { Text } from '@mantine/core';
import { displayName, type ListedPlayer, type ListedUser } from '@touchline/domain';
import { t } from '../../../i18n/i18n';

/** The names the app shows for a player's parents (none for a caller who may not see them). */
export function parentNames(player: ListedPlayer): string[] {
  return (player.parents ?? []).map(displayName);
}

/** The names of the children linked to a parent. */
export function childNames(user: ListedUser): string[] {
  return user.children.map((child) => child.player_name);
}

/**
 * Who is linked to whom, at a glance (issue 17): 'Parents: Sam Smith, Alex Smith' under a player, 'Children: Mia
 * Smith' under a parent, in the admin lists' rows and cards; nothing when there is nobody.
 */
export function FamilyNames({ label, names }: { label: 'Parents' | 'Children'; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {label === 'Parents'
        ? t('Parents: {names}', { names: names.join(', ') })
        : t('Children: {names}', { names: names.join(', ') })}
    </Text>
  );
}

/** A list cell: the name, and under it the family line. */
export function NameWithFamily({ name, ...family }: { name: string; label: 'Parents' | 'Children'; names: string[] }) {
  return (
    <>
      {name}
      <FamilyNames {...family} />
    </>
  );
}
