import { useState } from 'react';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { clubSettings, logoTypes, MAX_LOGO_BYTES, type ClubSettings, type LogoType } from '@touchline/domain';
import { changedRecordOf } from '../../../api/http';
import { useSaveLogo } from '../../../api/settings';
import { errorText } from '../../../ui/crud/error-text';
import { ClubLogo } from '../../../ui/club-logo';
import { settingsTexts as texts } from './settings-texts';

/** A file's bytes as base64. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const isLogoType = (type: string): type is LogoType => (logoTypes as readonly string[]).includes(type);

interface LogoFieldProps {
  settings: ClubSettings;
  /** What happened, in words: saved or removed, or why not. */
  onOutcome: (outcome: { done?: string; failure?: string; stale?: ClubSettings }) => void;
}

/** The club's logo: its preview, a new one uploaded (checked for type and size first), or removed. */
export function LogoField({ settings, onOutcome }: LogoFieldProps) {
  const save = useSaveLogo();
  const [busy, setBusy] = useState(false);

  async function change(file: File | null, remove = false) {
    if (!remove && !file) return;
    if (file && !isLogoType(file.type)) return onOutcome({ failure: texts.logoType });
    if (file && file.size > MAX_LOGO_BYTES) return onOutcome({ failure: texts.logoTooLarge });
    setBusy(true);
    try {
      const logo = file && isLogoType(file.type) ? { type: file.type, data: await base64Of(file) } : null;
      await save.mutateAsync({ logo, version: settings.version });
      onOutcome({ done: logo ? texts.logoSaved : texts.logoRemoved });
    } catch (error) {
      const current = changedRecordOf(error, clubSettings);
      onOutcome(current ? { stale: current } : { failure: errorText(error, texts.logoFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {texts.logo}
      </Text>
      <Group gap="md" align="center">
        <div role="img" aria-label={texts.logoPreview}>
          <ClubLogo size={72} decorative src={settings.logo?.url} />
        </div>
        <Group gap="sm">
          <FileButton onChange={(file) => void change(file)} accept={logoTypes.join(',')}>
            {(props) => (
              <Button {...props} variant="light" loading={busy} mih={44}>
                {texts.chooseLogo}
              </Button>
            )}
          </FileButton>
          {settings.logo && (
            <Button variant="subtle" color="red" disabled={busy} mih={44} onClick={() => void change(null, true)}>
              {texts.removeLogo}
            </Button>
          )}
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {texts.logoHint}
      </Text>
    </Stack>
  );
}
