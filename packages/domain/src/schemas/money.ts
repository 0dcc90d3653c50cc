import { z } from 'zod';
import { MAX_MINOR } from '../rules/money/amounts';
import { msg } from '../i18n/translate';
import { id, idParam, isoDate, optionalText, requiredText } from './common';
import { lazySchema } from './lazy-schema';

/** The money area's words (#33), once for the server's refusals and the web's forms. */
export const moneyMessages = {
  amountWhole: (label: string) => `${label} must be a whole number of the currency's smallest unit (pence, cents)`,
  amountPositive: (label: string) => `${label} must be more than 0`,
  amountTooLarge: (label: string) => `${label} must be at most ${MAX_MINOR}`,
  adjustmentZero: msg('An adjustment must not be 0'),
  unknownFamily: msg('No such family'),
  unknownTeam: msg('No such team'),
  noPlayersToCharge: msg('No players to charge'),
  notParent: msg('Only parents see what their family owes'),
  lineDecided: msg('This bank line has already been confirmed or ignored'),
  statementProblems: msg('The statement has problems: nothing was imported'),
  windowClosed: msg('This kit order has closed'),
  notYourChild: msg('You can only order kit for your own children'),
  unknownItem: msg('No such item in this kit order'),
  unknownSize: msg('Choose one of the sizes offered'),
  scopeTeam: msg('Choose a team'),
  scopeFamily: msg('Choose a family'),
} as const;

/** An amount in minor units: a whole number, more than 0, at most MAX_MINOR. */
export const positiveMinor = (label: string) =>
  z
    .number({ error: moneyMessages.amountWhole(label) })
    .int({ error: moneyMessages.amountWhole(label) })
    .min(1, { error: moneyMessages.amountPositive(label) })
    .max(MAX_MINOR, { error: moneyMessages.amountTooLarge(label) });

/** A signed amount in minor units (an adjustment): whole, not 0. */
export const signedMinor = (label: string) =>
  z
    .number({ error: moneyMessages.amountWhole(label) })
    .int({ error: moneyMessages.amountWhole(label) })
    .min(-MAX_MINOR, { error: moneyMessages.amountTooLarge(label) })
    .max(MAX_MINOR, { error: moneyMessages.amountTooLarge(label) })
    .refine((v) => v !== 0, { error: moneyMessages.adjustmentZero });

export const entryKinds = ['charge', 'payment', 'adjustment', 'credit'] as const;
export const chargeCategories = ['subs', 'match_fee', 'one_off', 'kit'] as const;
export const entryCategories = [...chargeCategories, 'payment', 'adjustment', 'credit'] as const;
export const paymentMethods = ['bank_transfer', 'cash', 'card', 'cheque', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const ageingSchema = lazySchema(() =>
  z.object({
    not_due: z.number(),
    days_0_30: z.number(),
    days_31_60: z.number(),
    days_61_90: z.number(),
    days_over_90: z.number(),
  }),
);

/** The club's bank details as families see them, and the treasurer's settings (decision 133). */
export const moneySettings = lazySchema(() =>
  z.object({
    currency: z.string(),
    payee: z.string(),
    sort_code: z.string(),
    account_number: z.string(),
    iban: z.string(),
    bic: z.string(),
    /** Remind families who owe: a week after a charge falls due, then every two weeks, four times at most. */
    reminders: z.boolean(),
    overdue_flag_days: z.number().nullable(),
  }),
);
export type MoneySettings = z.infer<typeof moneySettings>;

const sortCode = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{2}-?\d{2}-?\d{2}$/.test(v), { error: 'Sort code must be six digits, e.g. 12-34-56' });
const accountNumber = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{8}$/.test(v), { error: 'Account number must be eight digits' });
const iban = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => v === '' || /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(v), { error: 'IBAN is not valid' });
const bic = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v), { error: 'BIC is not valid' });

export const moneySettingsBody = lazySchema(() =>
  z.strictObject({
    payee: z.string().trim().max(70, { error: 'Payee must be at most 70 characters' }),
    sort_code: sortCode,
    account_number: accountNumber,
    iban,
    bic,
    reminders: z.boolean().default(false),
    overdue_flag_days: z
      .number()
      .int({ error: 'Days overdue must be a whole number from 1 to 365' })
      .min(1, { error: 'Days overdue must be a whole number from 1 to 365' })
      .max(365, { error: 'Days overdue must be a whole number from 1 to 365' })
      .nullable(),
  }),
);
export type MoneySettingsBody = z.input<typeof moneySettingsBody>;

const person = z.object({ user_id: z.number(), name: z.string() });
const child = z.object({ player_id: z.number(), player_name: z.string(), team_name: z.string() });

/** One family on the treasurer's balances: who they are, what they owe and how old it is. */
export const familyBalance = lazySchema(() =>
  z.object({
    family_id: z.number(),
    reference: z.string(),
    players: z.array(child),
    parents: z.array(person),
    balance_minor: z.number(),
    ageing: ageingSchema,
    days_overdue: z.number(),
    last_payment_on: z.string().nullable(),
  }),
);
export type FamilyBalance = z.infer<typeof familyBalance>;

export const balancesAnswer = lazySchema(() =>
  z.object({
    currency: z.string(),
    today: z.string(),
    totals: z.object({
      owed_minor: z.number(),
      credit_minor: z.number(),
      charged_minor: z.number(),
      paid_minor: z.number(),
      ageing: ageingSchema,
      to_confirm: z.number(),
    }),
    families: z.array(familyBalance),
  }),
);
export type BalancesAnswer = z.infer<typeof balancesAnswer>;

export const ledgerEntry = lazySchema(() =>
  z.object({
    entry_id: z.number(),
    kind: z.enum(entryKinds),
    category: z.enum(entryCategories),
    amount_minor: z.number(),
    description: z.string(),
    due_on: z.string(),
    method: z.enum(paymentMethods).nullable(),
    external_id: z.string().nullable(),
    player_name: z.string().nullable(),
    recorded_by_name: z.string(),
    recorded_at: z.string(),
  }),
);
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const familyLedger = lazySchema(() =>
  z.object({ currency: z.string(), family: familyBalance, entries: z.array(ledgerEntry) }),
);
export type FamilyLedger = z.infer<typeof familyLedger>;

/** Raise a charge for a team's players, the whole club's, or one family's children (decision 133). */
export const chargeBody = lazySchema(() =>
  z
    .strictObject({
      scope: z.enum(['team', 'club', 'family']),
      team_id: id.optional(),
      family_id: id.optional(),
      category: z.enum(['subs', 'one_off']),
      description: requiredText('Description', 120),
      amount_minor: positiveMinor('Amount'),
      first_due_on: isoDate('Due date'),
      instalments: z
        .number()
        .int({ error: 'Instalments must be a whole number from 1 to 12' })
        .min(1, { error: 'Instalments must be a whole number from 1 to 12' })
        .max(12, { error: 'Instalments must be a whole number from 1 to 12' })
        .default(1),
      sibling_discount_percent: z
        .number()
        .int({ error: 'Sibling discount must be a whole percentage from 0 to 100' })
        .min(0, { error: 'Sibling discount must be a whole percentage from 0 to 100' })
        .max(100, { error: 'Sibling discount must be a whole percentage from 0 to 100' })
        .default(0),
    })
    .superRefine((b, ctx) => {
      if (b.scope === 'team' && b.team_id === undefined)
        ctx.addIssue({ code: 'custom', path: ['team_id'], message: moneyMessages.scopeTeam });
      if (b.scope === 'family' && b.family_id === undefined)
        ctx.addIssue({ code: 'custom', path: ['family_id'], message: moneyMessages.scopeFamily });
    }),
);
export type ChargeBody = z.input<typeof chargeBody>;

export const chargeAnswer = lazySchema(() =>
  z.object({ families: z.number(), entries: z.number(), total_minor: z.number(), already_charged: z.number() }),
);

export const paymentBody = lazySchema(() =>
  z.strictObject({
    family_id: id,
    amount_minor: positiveMinor('Amount'),
    paid_on: isoDate('Date paid'),
    method: z.enum(paymentMethods, { error: 'Method must be bank transfer, cash, card, cheque or other' }),
    /** A card provider's or bank's id for the payment (kept for a provider later: decision 133). */
    external_id: optionalText(120),
    description: optionalText(120),
  }),
);
export type PaymentBody = z.input<typeof paymentBody>;

/** An adjustment (either way) or a credit (lowers what is owed), with its reason. */
export const adjustmentBody = lazySchema(() =>
  z.strictObject({
    family_id: id,
    kind: z.enum(['adjustment', 'credit']),
    amount_minor: signedMinor('Amount'),
    description: requiredText('Reason', 120),
    on: isoDate('Date'),
  }),
);
export type AdjustmentBody = z.input<typeof adjustmentBody>;

export const entryAnswer = lazySchema(() => z.object({ entry: ledgerEntry, balance_minor: z.number() }));

/** A team's match fee. */
export const teamFee = lazySchema(() =>
  z.object({
    team_id: z.number(),
    team_name: z.string(),
    match_fee_minor: z.number().nullable(),
    basis: z.enum(['played', 'selected']).nullable(),
    since: z.string().nullable(),
  }),
);
export const teamFeeList = lazySchema(() => z.array(teamFee));
export const teamFeeBody = lazySchema(() =>
  z.strictObject({
    match_fee_minor: z
      .number({ error: moneyMessages.amountWhole('Match fee') })
      .int({ error: moneyMessages.amountWhole('Match fee') })
      .min(0, { error: 'Match fee must not be negative' })
      .max(MAX_MINOR, { error: moneyMessages.amountTooLarge('Match fee') }),
    basis: z.enum(['played', 'selected'], { error: 'Charge per match played or per squad selection' }),
    since: isoDate('Charged from'),
  }),
);

/** A statement to preview or import: the file's text and, for a CSV, the bank and its columns. */
export const csvMapping = lazySchema(() =>
  z.strictObject({
    delimiter: z.enum([',', ';', '\t']),
    header_row: z.number().int().min(1).max(50),
    date: z.string().min(1).max(100),
    date_format: z.enum(['DD/MM/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY', 'MM/DD/YYYY', 'DD-MM-YYYY']),
    amount: z.string().max(100).nullable(),
    credit: z.string().max(100).nullable(),
    debit: z.string().max(100).nullable(),
    description: z.array(z.string().min(1).max(100)).min(1).max(5),
    counterparty: z.string().max(100).nullable(),
    decimal: z.enum(['.', ',']),
  }),
);
export type CsvMappingBody = z.infer<typeof csvMapping>;

export const statementFormats = ['csv', 'ofx', 'mt940', 'camt053'] as const;

export const statementBody = lazySchema(() =>
  z.strictObject({
    file_name: requiredText('File name', 200),
    content: z
      .string({ error: 'content is required' })
      .min(1, { error: 'The file is empty' })
      .max(5_000_000, { error: 'The file must be at most 5 MB' }),
    format: z.enum(statementFormats).optional(),
    /** The bank whose CSV layout is kept (and used again next time). */
    bank: optionalText(60),
    mapping: csvMapping.optional(),
  }),
);
export type StatementBody = z.input<typeof statementBody>;

export const statementLinePreview = lazySchema(() =>
  z.object({
    row: z.number(),
    booked_on: z.string(),
    amount_minor: z.number(),
    description: z.string(),
    counterparty: z.string(),
    already_imported: z.boolean(),
    matched_by: z.enum(['reference', 'amount', 'none']),
    family_id: z.number().nullable(),
    reference: z.string().nullable(),
  }),
);

export const statementPreview = lazySchema(() =>
  z.object({
    format: z.enum(statementFormats),
    columns: z.array(z.string()),
    mapping: csvMapping.nullable(),
    problems: z.array(z.object({ row: z.number(), problem: z.string() })),
    lines: z.array(statementLinePreview),
    new_credits: z.number(),
    already_imported: z.number(),
    debits: z.number(),
  }),
);
export type StatementPreview = z.infer<typeof statementPreview>;

export const statementImported = lazySchema(() =>
  z.object({
    imported: z.number(),
    already_imported: z.number(),
    matched_by_reference: z.number(),
    matched_by_amount: z.number(),
    unmatched: z.number(),
  }),
);

/** A credit from the bank waiting for the treasurer: the family it was matched to, if any. */
export const bankLine = lazySchema(() =>
  z.object({
    line_id: z.number(),
    booked_on: z.string(),
    amount_minor: z.number(),
    description: z.string(),
    counterparty: z.string(),
    file_name: z.string(),
    matched_by: z.enum(['reference', 'amount', 'none']),
    family_id: z.number().nullable(),
    reference: z.string().nullable(),
    family_name: z.string().nullable(),
    status: z.enum(['to_confirm', 'confirmed', 'ignored']),
  }),
);
export const bankLineList = lazySchema(() => z.array(bankLine));
export const confirmLineBody = lazySchema(() => z.strictObject({ family_id: id }));

/** What a parent sees: each family they belong to, its reference, balance, entries and how to pay. */
export const myFamilyMoney = lazySchema(() =>
  z.object({
    family_id: z.number(),
    reference: z.string(),
    players: z.array(child),
    balance_minor: z.number(),
    days_overdue: z.number(),
    entries: z.array(ledgerEntry),
    /** An EPC QR code (SEPA credit transfer) as SVG, when the club has an IBAN and the family owes. */
    epc_qr_svg: z.string().nullable(),
  }),
);
export const myMoney = lazySchema(() =>
  z.object({
    currency: z.string(),
    bank: moneySettings,
    families: z.array(myFamilyMoney),
  }),
);
export type MyMoney = z.infer<typeof myMoney>;

export const paymentRequestBody = lazySchema(() => z.strictObject({ family_ids: z.array(id).max(10_000).optional() }));
export const paymentRequestAnswer = lazySchema(() => z.object({ families: z.number() }));

export const overduePlayers = lazySchema(() =>
  z.object({ enabled: z.boolean(), days: z.number().nullable(), player_ids: z.array(z.number()) }),
);
export const teamQuery = lazySchema(() => z.strictObject({ team_id: idParam }));

export const moveFamilyBody = lazySchema(() => z.strictObject({ family_id: id }));
