import { useId, useState } from 'react';
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRaiseMatchFees, useTeamFees } from '../../api/money';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadState } from '../../ui/load-state';
import { SuccessBanner } from '../../ui/success-banner';
import { useConfirm } from '../../ui/use-confirm';
import { moneyText } from '../../widgets/money/money-format';
import { chargesTexts as texts } from './charges-texts';
import { moneyTexts } from './money-texts';
import { TeamFeeCard } from './team-fee-card';

/** Each team's match fee, and 'Raise match fees' with what it charged. */
export function MatchFees({ currency }: { currency: string }) {
  const fees = useTeamFees();
  const raise = useRaiseMatchFees();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const confirm = useConfirm(
    () => texts.raiseFeesQuestion,
    async () => {
      setDone(null);
      setFailure(null);
      try {
        const answer = await raise.mutateAsync();
        setDone(
          moneyTexts.charged(
            answer.entries,
            answer.families,
            moneyText(answer.total_minor, currency),
            answer.already_charged,
          ),
        );
      } catch (error) {
        setFailure(errorText(error, texts.raiseFeesFailed));
      }
    },
  );
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {texts.feesTitle}
      </Title>
      <Text>{texts.feesIntro}</Text>
      <LoadState query={fees} loading={texts.feesLoading} failed={texts.feesFailed} empty={texts.noTeams}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {list.map((fee) => (
              <TeamFeeCard key={fee.team_id} fee={fee} currency={currency} />
            ))}
          </SimpleGrid>
        )}
      </LoadState>
      <Button w="fit-content" onClick={() => confirm.ask(true)}>
        {texts.raiseFees}
      </Button>
      <SuccessBanner message={done} onClose={() => setDone(null)} />
      <ErrorBanner message={failure} onClose={() => setFailure(null)} />
      <ConfirmDialog {...confirm.dialogProps} title={texts.raiseFees} confirmLabel={texts.charge} destructive={false} />
    </Stack>
  );
}
