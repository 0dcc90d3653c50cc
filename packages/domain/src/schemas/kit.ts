import { z } from 'zod';
import { id, idParam, isoDate, requiredText } from './common';
import { lazySchema } from './lazy-schema';
import { moneyMessages, positiveMinor } from './money';

/** Kit orders (#33): a team's window of items, sizes and numbers, chosen by families until the deadline. */
const itemBody = z.strictObject({
  name: requiredText('Item', 80),
  sizes: z
    .array(requiredText('Size', 20))
    .min(1, { error: 'Give at least one size' })
    .max(20, { error: 'At most 20 sizes' })
    .refine((s) => new Set(s).size === s.length, { error: 'Each size once' }),
  price_minor: positiveMinor('Price'),
  numbered: z.boolean().default(false),
});

export const kitWindowBody = lazySchema(() =>
  z.strictObject({
    team_id: id,
    title: requiredText('Title', 120),
    closes_on: isoDate('Deadline'),
    items: z.array(itemBody).min(1, { error: 'Add at least one item' }).max(20, { error: 'At most 20 items' }),
  }),
);
export type KitWindowBody = z.input<typeof kitWindowBody>;

export const kitItem = lazySchema(() =>
  z.object({
    item_id: z.number(),
    name: z.string(),
    sizes: z.array(z.string()),
    price_minor: z.number(),
    numbered: z.boolean(),
  }),
);

export const kitOrderLine = lazySchema(() =>
  z.object({
    player_id: z.number(),
    player_name: z.string(),
    item_id: z.number(),
    size: z.string(),
    quantity: z.number(),
    shirt_number: z.number().nullable(),
  }),
);

export const kitWindow = lazySchema(() =>
  z.object({
    window_id: z.number(),
    team_id: z.number(),
    team_name: z.string(),
    title: z.string(),
    closes_on: z.string(),
    open: z.boolean(),
    charged_at: z.string().nullable(),
    items: z.array(kitItem),
    /** Every order (the treasurer), or the caller's own children's (a parent). */
    orders: z.array(kitOrderLine),
    /** The caller's children in the team, who can be ordered for (a parent). */
    children: z.array(z.object({ player_id: z.number(), player_name: z.string(), shirt_number: z.number() })),
    total_minor: z.number(),
  }),
);
export type KitWindow = z.infer<typeof kitWindow>;
export const kitWindowList = lazySchema(() => z.array(kitWindow));

export const kitOrderBody = lazySchema(() =>
  z.strictObject({
    items: z
      .array(
        z.strictObject({
          item_id: id,
          size: requiredText('Size', 20),
          quantity: z
            .number()
            .int({ error: 'Quantity must be a whole number from 1 to 20' })
            .min(1, { error: 'Quantity must be a whole number from 1 to 20' })
            .max(20, { error: 'Quantity must be a whole number from 1 to 20' }),
          shirt_number: z.number().int().min(1).max(99).nullable().optional(),
        }),
      )
      .max(20),
  }),
);
export type KitOrderBody = z.input<typeof kitOrderBody>;

export const kitOrderParams = lazySchema(() => z.strictObject({ id: idParam, playerId: idParam }));

export const kitClosed = lazySchema(() => z.object({ families: z.number(), total_minor: z.number() }));

export { moneyMessages as kitMessages };
