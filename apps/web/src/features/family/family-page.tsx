import { useState } from 'react';
import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useParentLinks } from '../../api/users';
import { useSession } from '../../session/session-context';
import { LoadingText } from '../../ui/loading-text';
import { ConsentsSection } from './consents-section';
import { familyTexts as texts } from './family-texts';
import { MedicalSection } from './medical-section';

/**
 * Medical & consents (#31, decision 130): a parent keeps each child's medical and emergency information and consents
 * current, on the phone; a player of 16 or over keeps their own.
 */
export function FamilyPage() {
  const { user } = useSession();
  const links = useParentLinks(user!.user_id);
  const own = user?.player_id ?? null;
  const children = [
    ...(links.data ?? []).map((l) => ({ id: l.player_id, name: l.player_name, own: false })),
    ...(own !== null && !(links.data ?? []).some((l) => l.player_id === own)
      ? [{ id: own, name: user!.short_name ?? user!.username, own: true }]
      : []),
  ];
  const [chosen, setChosen] = useState<number | null>(null);
  const playerId = chosen ?? children[0]?.id ?? null;
  const child = children.find((c) => c.id === playerId) ?? null;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{texts.title}</Title>
      <Text>{texts.intro}</Text>
      {links.isPending ? (
        <LoadingText />
      ) : children.length === 0 ? (
        <Text role="status">{texts.noChildren}</Text>
      ) : (
        <>
          {children.length > 1 && (
            <NativeSelect
              label={texts.child}
              size="md"
              data={children.map((c) => ({ value: String(c.id), label: c.name }))}
              value={String(playerId)}
              onChange={(event) => setChosen(Number(event.currentTarget.value))}
              maw={420}
            />
          )}
          {child && (
            <>
              <ConsentsSection key={`c${child.id}`} playerId={child.id} own={child.own} />
              <MedicalSection key={`m${child.id}`} playerId={child.id} own={child.own} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
