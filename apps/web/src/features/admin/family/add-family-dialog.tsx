import type { FormEvent } from 'react';
import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { FamilyAnswer } from '@touchline/domain';
import { useFeatures } from '../../../api/account-links';
import { playersApi } from '../../../api/players';
import { teamsApi } from '../../../api/teams';
import { useAddFamily } from '../../../api/users';
import { t } from '../../../i18n/i18n';
import { errorText } from '../../../ui/crud/error-text';
import { FieldInput } from '../../../ui/crud/field-input';
import { ErrorBanner } from '../../../ui/error-banner';
import { FormModal } from '../../../ui/form-modal';
import { emptyPlayer, playerFields } from '../players/player-fields';
import { RemoveIcon } from '../users/user-icons';
import { emptyFamily, validateFamily, type FamilyFormValues } from './family-form-values';
import { familyTexts } from './family-texts';

interface AddFamilyDialogProps {
  /** Children to start with: a second parent or guardian for the family just added. */
  childIds?: number[];
  onClose: () => void;
  onAdded: (answer: FamilyAnswer) => void;
}

/**
 * 'Add family' (decision 105): a parent or guardian with their email, and their children, picked from the club's
 * players or added as new ones; the parent is invited by email to choose a password (when email is set up).
 */
export function AddFamilyDialog({ childIds = [], onClose, onAdded }: AddFamilyDialogProps) {
  const [values, setValues] = useState<FamilyFormValues>(() => emptyFamily(childIds));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [picked, setPicked] = useState('');
  const players = playersApi.useList();
  const teams = teamsApi.useList();
  const features = useFeatures();
  const add = useAddFamily();
  const canInvite = features.data?.email === true;
  const fields = playerFields(teams.data ?? []);
  const chosen = new Set(values.existing);
  const nameOf = (id: number) => {
    const player = players.data?.find((p) => p.player_id === id);
    return player ? `${player.player_name} (${player.team_name})` : t('Player {id}', { id: String(id) });
  };
  const change = (patch: Partial<FamilyFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // A field's message goes once it is changed; the children's once a child is added.
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => {
          if (key === 'children') return !('existing' in patch || 'newChildren' in patch);
          return !(key in patch) && !(key.startsWith('new.') && 'newChildren' in patch);
        }),
      ),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateFamily(values, canInvite);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    add.mutate(checked.body, { onSuccess: onAdded });
  };

  return (
    <FormModal opened title={familyTexts.title} submitting={add.isPending} onClose={onClose} size="lg">
      <form onSubmit={submit} noValidate aria-label={familyTexts.title}>
        <Stack gap="md">
          <ErrorBanner message={add.isError ? errorText(add.error, familyTexts.failed) : null} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={familyTexts.parentName}
              value={values.parent_name}
              error={errors.parent_name}
              onChange={(e) => change({ parent_name: e.currentTarget.value })}
            />
            <TextInput
              label={familyTexts.email}
              type="email"
              value={values.email}
              error={errors.email}
              description={familyTexts.emailHint}
              onChange={(e) => change({ email: e.currentTarget.value })}
            />
          </SimpleGrid>
          <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
            <Text component="legend" fw={600}>
              {familyTexts.children}
            </Text>
            {errors.children && (
              <Text size="sm" c="red.9" role="alert">
                {errors.children}
              </Text>
            )}
            {values.existing.length > 0 && (
              <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {values.existing.map((id) => (
                  <Group key={id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm">{nameOf(id)}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={familyTexts.removeExisting(nameOf(id))}
                      onClick={() => change({ existing: values.existing.filter((x) => x !== id) })}
                    >
                      <RemoveIcon />
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
            )}
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <NativeSelect
                label={familyTexts.existingPlayer}
                value={picked}
                style={{ flex: 1 }}
                disabled={players.isPending}
                onChange={(e) => setPicked(e.currentTarget.value)}
                data={[
                  { value: '', label: players.isPending ? familyTexts.loadingPlayers : familyTexts.selectPlayer },
                  ...(players.data ?? [])
                    .filter((p) => !chosen.has(p.player_id))
                    .map((p) => ({ value: String(p.player_id), label: `${p.player_name} (${p.team_name})` })),
                ]}
              />
              <Button
                variant="default"
                disabled={!picked}
                onClick={() => {
                  change({ existing: [...values.existing, Number(picked)] });
                  setPicked('');
                }}
              >
                {familyTexts.addPlayer}
              </Button>
            </Group>
            {values.newChildren.map((child, index) => (
              <Card
                key={index}
                withBorder
                padding="sm"
                component="section"
                aria-label={familyTexts.newChild(index + 1)}
              >
                <Group justify="space-between" mb="xs">
                  <Text fw={600} size="sm">
                    {familyTexts.newChild(index + 1)}
                  </Text>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    onClick={() => change({ newChildren: values.newChildren.filter((_, i) => i !== index) })}
                  >
                    {familyTexts.removeNew(index + 1)}
                  </Button>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {fields.map((field) => (
                    <FieldInput
                      key={field.name}
                      field={field}
                      value={child[field.name]}
                      error={errors[`new.${index}.${field.name}`]}
                      onChange={(value) =>
                        change({
                          newChildren: values.newChildren.map((c, i) =>
                            i === index ? { ...c, [field.name]: String(value) } : c,
                          ),
                        })
                      }
                    />
                  ))}
                </SimpleGrid>
              </Card>
            ))}
            <Group>
              <Button variant="light" onClick={() => change({ newChildren: [...values.newChildren, emptyPlayer] })}>
                {familyTexts.addNewChild}
              </Button>
            </Group>
          </Stack>
          {canInvite && (
            <Checkbox
              label={familyTexts.invite}
              description={familyTexts.inviteHint}
              checked={values.invite}
              onChange={(e) => change({ invite: e.currentTarget.checked })}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={add.isPending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {familyTexts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
