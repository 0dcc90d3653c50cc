import { Anchor, SimpleGrid, Stack, Title } from '@mantine/core';
import type { BalancesAnswer } from '@touchline/domain';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { moneyText } from '../../widgets/money/money-format';
import { balancesTexts as texts } from './balances-texts';
import { TotalFigure } from './total-figure';

const buckets = ['not_due', 'days_0_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;

/** The club's totals (owed, in credit, charged, paid, credits to confirm) and the ageing of what is owed. */
export function BalancesTotals({ balances }: { balances: BalancesAnswer }) {
  const { totals, currency } = balances;
  const money = (minor: number) => moneyText(minor, currency);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="list" aria-label={texts.totalsLabel}>
        <TotalFigure label={texts.owed} value={money(totals.owed_minor)} />
        <TotalFigure label={texts.inCredit} value={money(totals.credit_minor)} />
        <TotalFigure label={texts.charged} value={money(totals.charged_minor)} />
        <TotalFigure label={texts.paid} value={money(totals.paid_minor)} />
      </SimpleGrid>
      <Anchor component={Link} to={paths.moneyStatements} fw={600} w="fit-content">
        {texts.toConfirm(totals.to_confirm)}
      </Anchor>
      <Title order={2} size="h4">
        {texts.ageingTitle}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" role="list" aria-label={texts.ageingTitle}>
        {buckets.map((bucket) => (
          <TotalFigure key={bucket} label={texts.ageing[bucket]} value={money(totals.ageing[bucket])} small />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
