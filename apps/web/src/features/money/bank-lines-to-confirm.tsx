import { useId, useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import type { FamilyBalance } from '@touchline/domain';
import { useBankLines, useConfirmMatched } from '../../api/money';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadState } from '../../ui/load-state';
import { SuccessBanner } from '../../ui/success-banner';
import { BankLineCard } from './bank-line-card';
import { statementsTexts as texts } from './statements-texts';

interface BankLinesToConfirmProps {
  families: readonly FamilyBalance[];
  currency: string;
}

/**
 * 'To confirm': the imported credits waiting for the treasurer, as the server lists them, each confirmed or ignored
 * on its own; those matched by a family's reference can be confirmed at once.
 */
export function BankLinesToConfirm({ families, currency }: BankLinesToConfirmProps) {
  const lines = useBankLines();
  const confirmMatched = useConfirmMatched();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();

  async function confirmAll() {
    setDone(null);
    setFailure(null);
    try {
      const answer = await confirmMatched.mutateAsync();
      setDone(texts.confirmedMatched(answer.confirmed));
    } catch (error) {
      setFailure(errorText(error, texts.confirmFailed));
    }
  }

  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {texts.confirmTitle}
      </Title>
      <Text>{texts.confirmIntro}</Text>
      <SuccessBanner message={done} onClose={() => setDone(null)} />
      <ErrorBanner message={failure} onClose={() => setFailure(null)} />
      <LoadState query={lines} loading={texts.linesLoading} failed={texts.linesFailed}>
        {(all) => {
          const waiting = all.filter((line) => line.status === 'to_confirm');
          if (waiting.length === 0) return <Text c="dimmed">{texts.noLines}</Text>;
          const byReference = waiting.filter((line) => line.matched_by === 'reference').length;
          return (
            <Stack gap="sm">
              {byReference > 0 && (
                <Button
                  variant="light"
                  mih={44}
                  w="fit-content"
                  loading={confirmMatched.isPending}
                  onClick={() => void confirmAll()}
                >
                  {texts.confirmMatched(byReference)}
                </Button>
              )}
              {waiting.map((line) => (
                <BankLineCard key={line.line_id} line={line} families={families} currency={currency} />
              ))}
            </Stack>
          );
        }}
      </LoadState>
    </Stack>
  );
}
