import type { LedgerEntry, PaymentMethod } from '@touchline/domain';
import { t } from '../../i18n/i18n';
import { decimalMark } from './money-format';

/** The words shared by the money screens (#33): amounts as typed, and a ledger entry's kind and method. */
export const moneyWidgetTexts = {
  get amountRequired() {
    return t('Enter an amount');
  },
  get amountFormat() {
    return t('Write an amount such as {example}', { example: decimalMark() === ',' ? '25,00' : '25.00' });
  },
  tooManyDecimals: (n: number) =>
    n === 0
      ? t('Write a whole amount, without decimals')
      : t('{n, plural, one {Write at most # decimal} other {Write at most # decimals}}', { n }),
  get amountTooLarge() {
    return t('The amount is too large');
  },
  get amountNegative() {
    return t('Write the amount without a minus sign');
  },
  get kinds() {
    return {
      charge: t('Charge'),
      payment: t('Payment'),
      adjustment: t('Adjustment'),
      credit: t('Credit'),
    } satisfies Record<LedgerEntry['kind'], string>;
  },
  get categories() {
    return {
      subs: t('Season subs'),
      match_fee: t('Match fee'),
      one_off: t('One-off'),
      kit: t('Kit'),
      payment: t('Payment'),
      adjustment: t('Adjustment'),
      credit: t('Credit'),
    } satisfies Record<LedgerEntry['category'], string>;
  },
  get methods() {
    return {
      bank_transfer: t('Bank transfer'),
      cash: t('Cash'),
      card: t('Card'),
      cheque: t('Cheque'),
      other: t('Other'),
    } satisfies Record<PaymentMethod, string>;
  },
  /** No one, nothing: a dash, in every language. */
  none: '—',
} as const;
