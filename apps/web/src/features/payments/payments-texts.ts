import { t } from '../../i18n/i18n';

/** The words of /payments: what a parent's family owes, how to pay it, and kit orders (#33, decision 133). */
export const paymentsTexts = {
  get title() {
    return t('Payments');
  },
  get loading() {
    return t('Loading your payments...');
  },
  get failed() {
    return t('Failed to load your payments');
  },
  get noFamily() {
    return t('No children are linked to your account yet, so there is nothing to pay.');
  },
  familyLabel: (names: string) => t('Family of {names}', { names }),
  youOwe: (amount: string) => t('You owe {amount}', { amount }),
  get nothingToPay() {
    return t('Nothing to pay');
  },
  inCredit: (amount: string) => t('In credit {amount}', { amount }),
  overdueBy: (days: number) => t('{days, plural, one {Overdue by # day} other {Overdue by # days}}', { days }),
  get howToPay() {
    return t('Pay by bank transfer with your reference, so the club sees it is yours.');
  },
  get reference() {
    return t('Your reference');
  },
  get copyReference() {
    return t('Copy reference');
  },
  get copied() {
    return t('Copied');
  },
  get copyFailed() {
    return t('Could not copy: select the text and copy it');
  },
  get copyShort() {
    return t('Copy');
  },
  get copyPayee() {
    return t('Copy payee');
  },
  get copySortCode() {
    return t('Copy sort code');
  },
  get copyAccountNumber() {
    return t('Copy account number');
  },
  get copyIban() {
    return t('Copy IBAN');
  },
  get copyBic() {
    return t('Copy BIC');
  },
  get bankTitle() {
    return t('Bank details');
  },
  get payee() {
    return t('Payee');
  },
  get sortCode() {
    return t('Sort code');
  },
  get accountNumber() {
    return t('Account number');
  },
  get iban() {
    return t('IBAN');
  },
  get bic() {
    return t('BIC');
  },
  get noBank() {
    return t('The club has not given its bank details yet: ask the treasurer how to pay.');
  },
  qrAlt: (amount: string, reference: string) =>
    t('QR code for a bank transfer of {amount} with reference {reference}', { amount, reference }),
  get scan() {
    return t('Scan with your banking app');
  },
  get entriesTitle() {
    return t('Charges and payments');
  },
  entriesLabel: (reference: string) => t('Charges and payments of {reference}', { reference }),
  get entriesEmpty() {
    return t('Nothing charged or paid yet.');
  },
  get date() {
    return t('Date');
  },
  get what() {
    return t('What');
  },
  get child() {
    return t('Child');
  },
  get amount() {
    return t('Amount');
  },

  get kitTitle() {
    return t('Kit orders');
  },
  get kitLoading() {
    return t('Loading kit orders...');
  },
  get kitFailed() {
    return t('Failed to load the kit orders');
  },
  get kitEmpty() {
    return t('No kit orders yet.');
  },
  kitDeadline: (team: string, date: string) => t('{team} · order by {date}', { team, date }),
  kitClosed: (team: string) => t('{team} · closed', { team }),
  price: (amount: string) => t('{amount} each', { amount }),
  get size() {
    return t('Size');
  },
  get notOrdering() {
    return t('Not ordering');
  },
  get quantity() {
    return t('Quantity');
  },
  get shirtNumber() {
    return t('Shirt number');
  },
  sizeFor: (item: string, child: string) => t('{item} size for {child}', { item, child }),
  quantityFor: (item: string, child: string) => t('{item} quantity for {child}', { item, child }),
  numberFor: (item: string, child: string) => t('{item} shirt number for {child}', { item, child }),
  saveFor: (child: string) => t('Save the order for {child}', { child }),
  get save() {
    return t('Save');
  },
  get saved() {
    return t('Order saved');
  },
  get saveFailed() {
    return t('Failed to save the order');
  },
  get numberInvalid() {
    return t('A shirt number from 1 to 99');
  },
  orderTotal: (amount: string) => t('Total {amount}', { amount }),
  get nothingOrdered() {
    return t('Nothing was ordered.');
  },
  orderedLabel: (title: string) => t('What was ordered in {title}', { title }),
  /** One order on a phone: 'Shirt, size YM, number 7, × 1'. */
  orderLine: (item: string, size: string, number: number | null, quantity: number) =>
    number === null
      ? t('{item}, size {size}, × {quantity}', { item, size, quantity: String(quantity) })
      : t('{item}, size {size}, number {number}, × {quantity}', {
          item,
          size,
          number: String(number),
          quantity: String(quantity),
        }),
  get item() {
    return t('Item');
  },
  get number() {
    return t('Number');
  },
  none: '—',
} as const;
