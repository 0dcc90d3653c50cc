import { useState } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import type { Team } from '@touchline/domain';
import { known, t } from '../../../i18n/i18n';
import { useSetTeamCoaches, useTeamCoaches } from '../../../api/team-coaches';
import { usersApi } from '../../../api/users';

export const teamCoachTexts = {
  get button() {
    return t('Coaches');
  },
  buttonLabel: (team: string) => t('Coaches of {team}', { team }),
  title: (team: string) => t('Coaches of {team}', { team }),
  get field() {
    return t('Coaches');
  },
  get help() {
    return t("They can correct this team's match events on the match day and share its live link.");
  },
  get loading() {
    return t('Loading coaches…');
  },
  get noCoaches() {
    return t('No user has the Coach type yet: give one the type on User Management first.');
  },
  get save() {
    return t('Save');
  },
  get cancel() {
    return t('Cancel');
  },
};

function CoachesForm({ team, onClose }: { team: Team; onClose: () => void }) {
  const users = usersApi.useList();
  const coaches = useTeamCoaches();
  const save = useSetTeamCoaches(team.team_id);
  const current = coaches.data?.teams.find((t) => t.team_id === team.team_id)?.user_ids ?? [];
  const [chosen, setChosen] = useState<string[] | null>(null);
  if (users.isPending || coaches.isPending) return <Text>{teamCoachTexts.loading}</Text>;
  const options = (users.data ?? [])
    .filter((u) => u.userTypes.some((t) => t.type === 'Coach'))
    .map((u) => ({ value: String(u.user_id), label: u.short_name ? `${u.short_name} (${u.username})` : u.username }));
  const value = chosen ?? current.map(String);
  return (
    <Stack gap="sm">
      {save.error && <Alert color="red">{known(save.error.message)}</Alert>}
      {options.length === 0 ? (
        <Text>{teamCoachTexts.noCoaches}</Text>
      ) : (
        <MultiSelect
          label={teamCoachTexts.field}
          description={teamCoachTexts.help}
          data={options}
          value={value}
          onChange={setChosen}
          searchable
          comboboxProps={{ withinPortal: false }}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {teamCoachTexts.cancel}
        </Button>
        <Button
          loading={save.isPending}
          disabled={options.length === 0}
          onClick={() => void save.mutateAsync(value.map(Number)).then(onClose, () => undefined)}
        >
          {teamCoachTexts.save}
        </Button>
      </Group>
    </Stack>
  );
}

/** A team row's 'Coaches' button and its dialog: which Coach users coach the team (decision 108). */
export function TeamCoachesButton({ team }: { team: Team }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-label={teamCoachTexts.buttonLabel(team.team_name)}
        onClick={() => setOpen(true)}
      >
        {teamCoachTexts.button}
      </Button>
      {open && (
        <Modal
          opened
          closeButtonProps={{ 'aria-label': t('Close dialog') }}
          onClose={() => setOpen(false)}
          title={teamCoachTexts.title(team.team_name)}
          centered
        >
          <CoachesForm team={team} onClose={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}
