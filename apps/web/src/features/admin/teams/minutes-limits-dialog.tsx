import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useMinutesLimits, useSetMinutesLimit } from '../../../api/rotation';
import { errorText } from '../../../ui/crud/error-text';
import { FormModal } from '../../../ui/form-modal';
import { minutesTexts as texts } from '../../../widgets/minutes/minutes-texts';

function LimitRow({
  ageGroup,
  defaultMinutes,
  maxMinutes,
}: {
  ageGroup: string;
  defaultMinutes: number | null;
  maxMinutes: number | null;
}) {
  const [value, setValue] = useState<number | ''>(maxMinutes ?? '');
  const save = useSetMinutesLimit();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ ageGroup, body: { max_minutes: value === '' ? null : value } });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <NumberInput
          style={{ flex: 1 }}
          label={texts.limitLabel(ageGroup)}
          description={texts.faFigure(defaultMinutes)}
          placeholder={defaultMinutes === null ? undefined : String(defaultMinutes)}
          value={value}
          allowDecimal={false}
          min={1}
          max={600}
          onChange={(v) => setValue(v === '' ? '' : Number(v))}
          error={save.isError ? errorText(save.error, texts.limitNotSaved) : undefined}
        />
        <Button type="submit" variant="light" loading={save.isPending}>
          {texts.saveLimit(ageGroup)}
        </Button>
      </Group>
      {save.isSuccess && (
        <Text role="status" size="sm" c="teal.9">
          {texts.limitSaved(ageGroup)}
        </Text>
      )}
    </form>
  );
}

/** 'Minutes per day' on Team Management (decision 109): each age group's most minutes per day, the FA's by default. */
export function MinutesLimitsButton() {
  const [opened, setOpened] = useState(false);
  const limits = useMinutesLimits(opened);
  return (
    <>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setOpened(true)}>
          {texts.limitsButton}
        </Button>
      </Group>
      <FormModal opened={opened} title={texts.limitsTitle} submitting={false} onClose={() => setOpened(false)}>
        <Stack gap="md">
          <Text size="sm">{texts.limitsIntro}</Text>
          {limits.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(limits.error, texts.couldNotLoad)}
            </Alert>
          )}
          {limits.isPending && <Text role="status">{texts.loading}</Text>}
          {limits.data?.limits.map((l) => (
            <LimitRow
              key={l.age_group}
              ageGroup={l.age_group}
              defaultMinutes={l.default_minutes}
              maxMinutes={l.max_minutes}
            />
          ))}
        </Stack>
      </FormModal>
    </>
  );
}
