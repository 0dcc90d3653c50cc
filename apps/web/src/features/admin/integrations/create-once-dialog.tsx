import { useState, type ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { errorText } from '../../../ui/crud/error-text';
import { ErrorBanner } from '../../../ui/error-banner';
import { FormModal } from '../../../ui/form-modal';
import touch from '../../../ui/touch-targets.module.css';
import { validate } from '../../../ui/zod-form';
import { integrationTexts as texts } from './integrations-texts';
import { ShownOnce } from './shown-once';

interface CreateOnceDialogProps<B, R> {
  opened: boolean;
  title: string;
  submitLabel: string;
  /** The body's schema: checked here with the server's own messages before it is sent. */
  schema: z.ZodType;
  body: B;
  create: UseMutationResult<R, Error, B>;
  /** The secret the answer holds, and its label: shown this once. */
  shown: (made: R) => { label: string; value: string };
  /** Puts the fields back as they were for the next time. */
  onReset: () => void;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A dialog that makes something with a secret (an API key, a webhook): the fields, checked, then the secret the answer
 * holds, shown this once with Copy and the words that it will not be shown again.
 */
export function CreateOnceDialog<B, R>(props: CreateOnceDialogProps<B, R>) {
  const { opened, title, submitLabel, schema, body, create, shown, onReset, onClose, children } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<R | null>(null);
  const close = () => {
    onReset();
    setProblem(null);
    setMade(null);
    create.reset();
    onClose();
  };
  const submit = () => {
    const checked = validate(schema, body);
    if (!checked.ok) return setProblem(Object.values(checked.errors)[0] ?? texts.failedToSave);
    setProblem(null);
    create.mutate(body, { onSuccess: setMade, onError: (e) => setProblem(errorText(e, texts.failedToSave)) });
  };
  const secret = made === null ? null : shown(made);
  return (
    <FormModal opened={opened} title={title} submitting={create.isPending} onClose={close} size="md">
      <Stack gap="md" className={touch.touch}>
        {secret ? (
          <>
            <ShownOnce label={secret.label} value={secret.value} />
            <Button w="fit-content" onClick={close}>
              {texts.done}
            </Button>
          </>
        ) : (
          <>
            <ErrorBanner message={problem} />
            {children}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {texts.cancel}
              </Button>
              <Button onClick={submit} loading={create.isPending}>
                {submitLabel}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </FormModal>
  );
}
