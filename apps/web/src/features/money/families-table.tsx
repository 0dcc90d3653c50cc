import { useMemo, useState } from 'react';
import { Anchor, Badge, Checkbox, Stack, Text } from '@mantine/core';
import type { FamilyBalance } from '@touchline/domain';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { EntityList, type EntityColumn } from '../../ui/entity-list/entity-list';
import { dayText, moneyText } from '../../widgets/money/money-format';
import { balancesTexts as texts } from './balances-texts';
import { childWithTeam, moneyTexts } from './money-texts';

interface FamiliesTableProps {
  families: readonly FamilyBalance[];
  currency: string;
}

/** Every family's balance, searchable, those who owe first when filtered; a family's reference opens its ledger. */
export function FamiliesTable({ families, currency }: FamiliesTableProps) {
  const [onlyOwing, setOnlyOwing] = useState(true);
  const shown = useMemo(
    () => (onlyOwing ? families.filter((f) => f.balance_minor > 0) : families),
    [families, onlyOwing],
  );
  const columns: EntityColumn<FamilyBalance>[] = [
    {
      key: 'reference',
      header: moneyTexts.reference,
      render: (f) => (
        <Anchor component={Link} to={paths.moneyFamily(f.family_id)} aria-label={texts.openLedger(f.reference)}>
          <Badge variant="light" ff="monospace" size="lg" tt="none" style={{ cursor: 'pointer' }}>
            {f.reference}
          </Badge>
        </Anchor>
      ),
    },
    {
      key: 'children',
      header: moneyTexts.children,
      render: (f) =>
        f.players.map((p) => (
          <Text key={p.player_id} component="span" display="block" size="sm">
            {childWithTeam(p)}
          </Text>
        )),
    },
    {
      key: 'parents',
      header: moneyTexts.parents,
      render: (f) => (f.parents.length ? f.parents.map((p) => p.name).join(', ') : moneyTexts.none),
    },
    {
      key: 'balance',
      header: moneyTexts.balance,
      render: (f) => (
        <Text component="span" size="sm" fw={600} c={f.balance_minor > 0 ? 'red.9' : undefined}>
          {moneyText(f.balance_minor, currency)}
        </Text>
      ),
    },
    {
      key: 'ageing',
      header: texts.owedByAge,
      render: (f) => <AgeingLines ageing={f.ageing} currency={currency} />,
    },
    {
      key: 'overdue',
      header: texts.daysOverdue,
      render: (f) => (f.days_overdue > 0 ? String(f.days_overdue) : moneyTexts.none),
    },
    {
      key: 'last',
      header: texts.lastPayment,
      render: (f) => (f.last_payment_on ? dayText(f.last_payment_on) : moneyTexts.none),
    },
  ];
  return (
    <Stack gap="sm">
      <Checkbox
        label={texts.onlyOwing}
        checked={onlyOwing}
        onChange={(event) => setOnlyOwing(event.currentTarget.checked)}
      />
      <EntityList
        items={shown}
        getKey={(f) => f.family_id}
        columns={columns}
        noun={texts.familiesNoun}
        label={texts.familiesLabel}
        search={{ placeholder: texts.search, matches }}
        emptyText={{ none: onlyOwing ? texts.noneOwe : texts.noFamilies, noMatch: texts.noMatch }}
      />
    </Stack>
  );
}

const buckets = ['days_over_90', 'days_61_90', 'days_31_60', 'days_0_30', 'not_due'] as const;

/** What the family owes by how long it has been owed, the oldest first: '31–60 days: £8.34', one line a bucket. */
function AgeingLines({ ageing, currency }: { ageing: FamilyBalance['ageing']; currency: string }) {
  const lines = buckets.filter((bucket) => ageing[bucket] > 0);
  if (lines.length === 0) return moneyTexts.none;
  return lines.map((bucket) => (
    <Text key={bucket} component="span" display="block" size="sm" style={{ whiteSpace: 'nowrap' }}>
      {texts.ageingLine(texts.ageing[bucket], moneyText(ageing[bucket], currency))}
    </Text>
  ));
}

/** A family matches a search by its reference, a child's or team's name, or a parent's name. */
function matches(family: FamilyBalance, query: string): boolean {
  const words = [
    family.reference,
    ...family.players.flatMap((p) => [p.player_name, p.team_name]),
    ...family.parents.map((p) => p.name),
  ];
  return words.some((w) => w.toLowerCase().includes(query));
}
