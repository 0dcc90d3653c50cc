import { t } from '../../i18n/i18n';

/** The words of /money/kit: the treasurer's kit orders (#33). */
export const kitTexts = {
  get title() {
    return t('Kit Orders');
  },
  get intro() {
    return t(
      'Open a kit order for a team: families choose sizes and numbers on their Payments page until the deadline. ' +
        'Close it to charge each family for what it ordered, and send the supplier the CSV.',
    );
  },
  get loading() {
    return t('Loading kit orders...');
  },
  get failed() {
    return t('Failed to load the kit orders');
  },
  get empty() {
    return t('No kit orders yet.');
  },
  get formTitle() {
    return t('Open a kit order');
  },
  get orderTitle() {
    return t('Title');
  },
  get orderTitleHint() {
    return t('e.g. Home kit 2026/27');
  },
  get deadline() {
    return t('Deadline');
  },
  get itemsTitle() {
    return t('Items');
  },
  itemLegend: (n: number) => t('Item {n}', { n: String(n) }),
  get itemName() {
    return t('Item');
  },
  get itemNameHint() {
    return t('e.g. Shirt');
  },
  get sizes() {
    return t('Sizes');
  },
  get sizesHint() {
    return t('Separated by commas, e.g. YS, YM, YL, S, M');
  },
  get price() {
    return t('Price');
  },
  get numbered() {
    return t('With shirt number');
  },
  get addItem() {
    return t('Add an item');
  },
  removeItem: (n: number) => t('Remove item {n}', { n: String(n) }),
  get create() {
    return t('Open kit order');
  },
  created: (title: string) => t('Kit order {title} opened.', { title }),
  get createFailed() {
    return t('Failed to open the kit order');
  },
  openUntil: (date: string) => t('Open until {date}', { date }),
  get closed() {
    return t('Closed');
  },
  chargedOn: (date: string) => t('Charged {date}', { date }),
  total: (amount: string) => t('Total {amount}', { amount }),
  ordersLabel: (title: string) => t('Orders for {title}', { title }),
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
  get noOrders() {
    return t('Nobody has ordered yet.');
  },
  get child() {
    return t('Child');
  },
  get size() {
    return t('Size');
  },
  get number() {
    return t('Number');
  },
  get quantity() {
    return t('Quantity');
  },
  get closeAndCharge() {
    return t('Close and charge');
  },
  closeQuestion: (title: string) =>
    t('Close {title} and charge each family for what it ordered? Families can no longer change their orders.', {
      title,
    }),
  closedAndCharged: (families: number, total: string) =>
    t('{families, plural, one {Closed: # family charged {total}} other {Closed: # families charged {total}}}', {
      families,
      total,
    }),
  get closeFailed() {
    return t('Failed to close the kit order');
  },
  get supplierCsv() {
    return t('Supplier CSV');
  },
  get supplierFailed() {
    return t('Failed to download the supplier CSV');
  },
} as const;
