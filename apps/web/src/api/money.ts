import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustmentBody,
  ChargeBody,
  MoneySettingsBody,
  PaymentBody,
  StatementBody,
  teamFeeBody,
} from '@touchline/domain';
import { contracts, pathOf } from '@touchline/domain';
import type { z } from 'zod';
import { download } from './downloads';
import { http } from './http';

/**
 * The money area (#33, decision 133): the treasurer's balances, ledgers, charges, bank statements and settings, and a
 * parent's own families. Every query key starts with 'money', so a change anywhere reads every money screen again.
 */
const KEY = 'money';
type TeamFeeBody = z.input<typeof teamFeeBody>;
const { money } = contracts;

function useInvalidateMoney() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [KEY] });
}

/** GET /money/settings: the club's currency, bank details and the overdue flag (the treasurer). */
export function useMoneySettings() {
  return useQuery({
    queryKey: [KEY, 'settings'],
    queryFn: ({ signal }) => http.call(money.settings, {}, { signal }),
  });
}

/** PUT /money/settings. */
export function useSaveMoneySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MoneySettingsBody) => http.call(money.saveSettings, { body }),
    onSuccess: (saved) => client.setQueryData([KEY, 'settings'], saved),
  });
}

/** GET /money/families: every family's balance and ageing, and the club's totals. */
export function useBalances() {
  return useQuery({
    queryKey: [KEY, 'balances'],
    queryFn: ({ signal }) => http.call(money.balances, {}, { signal }),
  });
}

/** GET /money/families/{id}: one family's ledger, oldest first. */
export function useFamilyLedger(id: number) {
  return useQuery({
    queryKey: [KEY, 'family', id],
    queryFn: ({ signal }) => http.call(money.family, { params: { id } }, { signal }),
  });
}

/** POST /money/payments: a payment recorded; balances and ledgers are read again. */
export function useRecordPayment() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: PaymentBody) => http.call(money.payment, { body }),
    onSuccess: invalidate,
  });
}

/** POST /money/adjustments: an adjustment or credit recorded. */
export function useRecordAdjustment() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: AdjustmentBody) => http.call(money.adjustment, { body }),
    onSuccess: invalidate,
  });
}

/**
 * PUT /money/players/{id}/family: a child moved to another family by hand (separated parents' households); what was
 * charged stays where it was charged.
 */
export function useMoveChild() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (input: { playerId: number; familyId: number }) =>
      http.call(money.movePlayer, { params: { id: input.playerId }, body: { family_id: input.familyId } }),
    onSuccess: invalidate,
  });
}

/** POST /money/charges: a charge raised for a team's, the club's or one family's players. */
export function useRaiseCharge() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: ChargeBody) => http.call(money.charge, { body }),
    onSuccess: invalidate,
  });
}

/** GET /money/team-fees: every team's match fee. */
export function useTeamFees() {
  return useQuery({
    queryKey: [KEY, 'team-fees'],
    queryFn: ({ signal }) => http.call(money.teamFees, {}, { signal }),
  });
}

/** PUT /money/team-fees/{id}: one team's match fee. */
export function useSaveTeamFee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { teamId: number; body: TeamFeeBody }) =>
      http.call(money.saveTeamFee, { params: { id: input.teamId }, body: input.body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY, 'team-fees'] }),
  });
}

/** POST /money/match-fees: the match fees of every match since each team's fee was set, once. */
export function useRaiseMatchFees() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: () => http.call(money.raiseMatchFees),
    onSuccess: invalidate,
  });
}

/** POST /money/statements/preview: a statement read and matched; nothing changes. */
export function usePreviewStatement() {
  return useMutation({ mutationFn: (body: StatementBody) => http.call(money.previewStatement, { body }) });
}

/** POST /money/statements: a statement's credits imported to be confirmed. */
export function useImportStatement() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: StatementBody) => http.call(money.importStatement, { body }),
    onSuccess: invalidate,
  });
}

/** GET /money/bank-lines: the bank credits waiting to be confirmed. */
export function useBankLines() {
  return useQuery({
    queryKey: [KEY, 'bank-lines'],
    queryFn: ({ signal }) => http.call(money.bankLines, {}, { signal }),
  });
}

/** POST /money/bank-lines/{id}/confirm: a credit confirmed as a family's payment. */
export function useConfirmLine() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (input: { lineId: number; familyId: number }) =>
      http.call(money.confirmLine, { params: { id: input.lineId }, body: { family_id: input.familyId } }),
    onSettled: invalidate,
  });
}

/** POST /money/bank-lines/confirm-matched: every waiting credit matched by its family's reference confirmed. */
export function useConfirmMatched() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: () => http.call(money.confirmMatched),
    onSettled: invalidate,
  });
}

/** POST /money/bank-lines/{id}/ignore: a credit that is no family's payment. */
export function useIgnoreLine() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (lineId: number) => http.call(money.ignoreLine, { params: { id: lineId } }),
    onSettled: invalidate,
  });
}

/** POST /money/requests: every family that owes (or the named ones) asked to pay. */
export function useRequestPayments() {
  return useMutation({
    mutationFn: (familyIds?: number[]) =>
      http.call(money.requestPayment, { body: familyIds ? { family_ids: familyIds } : {} }),
  });
}

/** GET /money/mine: a parent's families, what each owes and how to pay. */
export function useMyMoney() {
  return useQuery({
    queryKey: [KEY, 'mine'],
    queryFn: ({ signal }) => http.call(money.mine, {}, { signal }),
  });
}

/** GET /money/export.csv: every ledger entry, saved as a file (`failure` the screen's words when it fails). */
export const downloadLedgerCsv = (failure: string) =>
  download(pathOf(money.exportLedger), 'touchline-ledger.csv', failure);
