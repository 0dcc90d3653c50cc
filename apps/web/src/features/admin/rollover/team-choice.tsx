import { Badge, Button, Card, Checkbox, Collapse, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { RolloverStart } from '@touchline/domain';
import { useId, useState } from 'react';
import { rolloverTexts as texts } from './rollover-texts';

type StartTeam = RolloverStart['teams'][number];
export interface Choice {
  team_name: string;
  age_group: string;
}

interface TeamChoiceProps {
  team: StartTeam;
  choice: Choice;
  leaving: ReadonlySet<number>;
  onChoice: (choice: Choice) => void;
  onLeaving: (playerId: number, leaves: boolean) => void;
}

/** One team's turn: its name and age group next season, and which of its players leave (the list opens on demand). */
export function TeamChoice({ team, choice, leaving, onChoice, onLeaving }: TeamChoiceProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const goes = team.players.filter((p) => leaving.has(p.player_id)).length;
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>
            {team.team_name} ({team.age_group})
          </Text>
          {goes > 0 && (
            <Badge color="orange" variant="light" style={{ textTransform: 'none' }}>
              {texts.leavingCount(goes)}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label={texts.newName(team.team_name)}
            value={choice.team_name}
            maxLength={100}
            onChange={(event) => onChoice({ ...choice, team_name: event.currentTarget.value })}
          />
          <TextInput
            label={texts.newAge(team.team_name)}
            value={choice.age_group}
            maxLength={20}
            onChange={(event) => onChoice({ ...choice, age_group: event.currentTarget.value })}
          />
        </SimpleGrid>
        {team.players.length > 0 && (
          <>
            <Button
              variant="subtle"
              size="sm"
              mih={44}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((was) => !was)}
              style={{ alignSelf: 'flex-start' }}
            >
              {texts.playersOf(team.team_name, team.players.length)}
            </Button>
            <Collapse expanded={open} id={listId}>
              {open && (
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={4}>
                  {team.players.map((player) => (
                    <Checkbox
                      key={player.player_id}
                      label={texts.leaving(player.player_name)}
                      checked={leaving.has(player.player_id)}
                      onChange={(event) => onLeaving(player.player_id, event.currentTarget.checked)}
                      styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Collapse>
          </>
        )}
      </Stack>
    </Card>
  );
}
