import { useState, type ChangeEvent } from 'react';
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  clubSettings,
  settingsBody,
  settingsEnvironment,
  type ClubSettings,
  type FixedSetting,
} from '@touchline/domain';
import { changedRecordOf } from '../../../api/http';
import { useSaveSettings } from '../../../api/settings';
import { errorText } from '../../../ui/crud/error-text';
import { validate, type FieldErrors } from '../../../ui/zod-form';
import { LogoField } from './logo-field';
import { settingsTexts as texts } from './settings-texts';
import { TestEmail } from './test-email';

/** What the page is told: a change saved, a failure in words, or the settings as someone else left them (412). */
export interface SettingsOutcome {
  done?: string;
  failure?: string;
  stale?: ClubSettings;
}

type Field = 'club_name' | 'time_zone' | 'smtp_url' | 'mail_from';

/** The zones the browser knows, with the one in effect whatever it is. */
function zonesWith(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * The settings form: General (name, time zone, logo) and Email (SMTP server, From address, a test email). A field the
 * server's environment sets is shown, read-only, saying which variable. Saving names the version it was made from.
 */
export function SettingsForm({ settings, onOutcome }: { settings: ClubSettings; onOutcome(o: SettingsOutcome): void }) {
  const save = useSaveSettings();
  const initial: Record<Field, string> = {
    club_name: settings.club_name,
    time_zone: settings.time_zone,
    smtp_url: settings.smtp_url ?? '',
    mail_from: settings.mail_from ?? '',
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fixed = (field: Field): field is FixedSetting => (settings.fixed as string[]).includes(field);
  const unsaved = (Object.keys(initial) as Field[]).some((field) => values[field] !== initial[field]);

  const text = (field: Field, label: string, hint: string) => ({
    label,
    value: values[field],
    error: errors[field],
    readOnly: fixed(field),
    description: fixed(field) ? texts.fixed(settingsEnvironment[field as FixedSetting]) : hint,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: event.currentTarget.value }),
  });

  async function submit() {
    const sent = Object.fromEntries(
      (Object.keys(values) as Field[]).filter((f) => !fixed(f)).map((f) => [f, values[f]]),
    );
    const checked = validate(settingsBody, sent);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      await save.mutateAsync({ body: checked.data, version: settings.version });
      onOutcome({ done: texts.saved });
    } catch (error) {
      const current = changedRecordOf(error, clubSettings);
      onOutcome(current ? { stale: current } : { failure: errorText(error, texts.saveFailed) });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {texts.general}
            </Title>
            <TextInput {...text('club_name', texts.clubName, texts.clubNameHint)} maxLength={80} />
            {fixed('time_zone') ? (
              <TextInput {...text('time_zone', texts.timeZone, texts.timeZoneHint)} />
            ) : (
              <Select
                label={texts.timeZone}
                description={texts.timeZoneHint}
                data={zonesWith(settings.time_zone)}
                value={values.time_zone}
                error={errors.time_zone}
                searchable
                allowDeselect={false}
                onChange={(zone) => zone && setValues({ ...values, time_zone: zone })}
              />
            )}
            <LogoField settings={settings} onOutcome={onOutcome} />
          </Stack>
        </Card>
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {texts.email}
            </Title>
            <Text size="sm">{settings.email ? texts.emailOn : texts.emailOff}</Text>
            {settings.public_url === null && <Text size="sm">{texts.noPublicUrl}</Text>}
            <TextInput {...text('smtp_url', texts.smtpUrl, texts.smtpUrlHint)} autoComplete="off" />
            <TextInput {...text('mail_from', texts.mailFrom, texts.mailFromHint)} />
            <TestEmail unsaved={unsaved} />
          </Stack>
        </Card>
        <Group>
          <Button type="submit" loading={save.isPending} mih={44}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
