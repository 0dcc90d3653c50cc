import type { FormEvent } from 'react';
import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { testEmailBody, type TestEmailAnswer } from '@touchline/domain';
import { useTestEmail } from '../../../api/account';
import { t } from '../../../i18n/i18n';
import { errorText } from '../../../ui/crud/error-text';
import { ErrorBanner } from '../../../ui/error-banner';
import touch from '../../../ui/touch-targets.module.css';
import { validate, type FieldErrors } from '../../../ui/zod-form';
import { outboxTexts, testEmailResult } from './outbox-texts';

function ResultBanner({ answer, onClose }: { answer: TestEmailAnswer; onClose: () => void }) {
  return (
    <Alert
      color={answer.sent ? 'green' : 'red'}
      variant="light"
      role={answer.sent ? 'status' : 'alert'}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('Dismiss message')}
      style={{ overflowWrap: 'anywhere' }}
    >
      {testEmailResult(answer)}
    </Alert>
  );
}

/**
 * 'Send a test email' (#32): one email now, to the admin's own address or the one given, and the mail server's
 * answer in its own words: whether email works without waiting for a real one to fail.
 */
export function TestEmailForm() {
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [answer, setAnswer] = useState<TestEmailAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useTestEmail();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAnswer(null);
    setError(null);
    const checked = validate(testEmailBody, to.trim() === '' ? {} : { to });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    try {
      setAnswer(await send.mutateAsync(checked.data.to));
    } catch (failure) {
      setError(errorText(failure, outboxTexts.testFailed));
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={outboxTexts.testTitle}
      className={touch.touch}
    >
      <Stack gap="xs" maw={560}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={outboxTexts.sendTo}
            description={outboxTexts.sendToHint}
            type="email"
            autoComplete="off"
            value={to}
            error={errors.to}
            onChange={(event) => setTo(event.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={send.isPending}>
            {outboxTexts.sendTest}
          </Button>
        </Group>
        {answer && <ResultBanner answer={answer} onClose={() => setAnswer(null)} />}
        <ErrorBanner message={error} onClose={() => setError(null)} />
      </Stack>
    </form>
  );
}
