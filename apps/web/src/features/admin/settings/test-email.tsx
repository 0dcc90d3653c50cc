import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { HttpError } from '../../../api/http';
import { useSendTestEmail } from '../../../api/settings';
import { errorText } from '../../../ui/crud/error-text';
import { settingsTexts as texts } from './settings-texts';

/** The mail server's own words of a refused test (502), or null. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 502) return null;
  const body = error.body;
  return typeof body === 'object' && body !== null && 'response' in body && typeof body.response === 'string'
    ? body.response
    : null;
}

/** 'Send a test email': sent now through the settings saved, with the mail server's answer in words. */
export function TestEmail({ unsaved }: { unsaved: boolean }) {
  const send = useSendTestEmail();
  const [to, setTo] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function test() {
    setOutcome(null);
    try {
      const answer = await send.mutateAsync(to.trim() || undefined);
      setOutcome({ ok: true, text: texts.testSent(answer.to, answer.response) });
    } catch (error) {
      const refusal = refusalOf(error);
      setOutcome({ ok: false, text: refusal ? texts.testFailed(refusal) : errorText(error, texts.saveFailed) });
    }
  }

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {texts.testTitle}
      </Title>
      {unsaved && (
        <Alert color="yellow" variant="light">
          {texts.testSaveFirst}
        </Alert>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={texts.testTo}
          description={texts.testToHint}
          type="email"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Button variant="light" mih={44} loading={send.isPending} onClick={() => void test()}>
          {texts.sendTest}
        </Button>
      </Group>
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} variant="light" role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
    </Stack>
  );
}
