import { Text } from '@mantine/core';
import { useMatchConsents } from '../../api/family-records';
import { t } from '../../i18n/i18n';

export const unnamedTexts = {
  get allNamed() {
    return t('Every player of this team may be named on the live link.');
  },
  unnamed: (names: readonly string[]) =>
    t(
      "No consent to be named or filmed: {names}. The live link shows them as 'Player'; do not film or " +
        'photograph them.',
      { names: names.join(', ') },
    ),
};

/**
 * Where it matters to a coach (sharing the live link, publishing the squad), the match's players whose families have
 * not given the photos consent (decision 130). Nothing while it loads or when it cannot be read.
 */
export function UnnamedPlayers({ matchId }: { matchId: number }) {
  const consents = useMatchConsents(matchId, true);
  if (!consents.data) return null;
  const names = consents.data.unnamed.map((p) => p.player_name);
  return (
    <Text size="sm" role="note">
      {names.length === 0 ? unnamedTexts.allNamed : unnamedTexts.unnamed(names)}
    </Text>
  );
}
