import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  contracts,
  isTreasurerOrAdmin,
  messages,
  minorToDecimal,
  currencyExponent,
  moneyMessages,
  type KitWindow,
} from '@touchline/domain';
import { audit } from '../audit/record';
import type { Db } from '../db/open';
import { kitItems, kitOrders, kitWindows, parentPlayerAssociations, players, teams } from '../db/schema';
import { syncFamilies } from '../money/families';
import { recordEntries } from '../money/record';
import { authOf } from '../plugins/access';
import { HttpError } from '../plugins/errors';
import { today } from '../today';
import { csvField } from '../money/csv';
import { route } from './route';

type Viewer = { userId: number; treasurer: boolean };

/**
 * Kit orders (#33, decision 133): the treasurer opens a team's window of items; each family chooses for its own
 * children until the deadline (the day itself included); closing raises one charge per child and item, once; the
 * supplier gets one CSV of every item, size and number with its quantity.
 */
export const kitRoutes: FastifyPluginAsync = async (app) => {
  const currency = app.config.currency;
  const viewerOf = (request: Parameters<typeof authOf>[0]): Viewer => {
    const auth = authOf(request);
    return { userId: auth.userId, treasurer: isTreasurerOrAdmin(auth) };
  };

  route(app, contracts.kit.list, async (request) => kitWindowsFor(app.db, viewerOf(request)));

  route(app, contracts.kit.create, async (request, reply) => {
    const b = request.body;
    const made = await app.db.transaction(async (tx) => {
      const [team] = await tx.select().from(teams).where(eq(teams.teamId, b.team_id));
      if (!team) throw new HttpError(400, moneyMessages.unknownTeam);
      const [window] = await tx
        .insert(kitWindows)
        .values({ teamId: b.team_id, title: b.title, closesOn: b.closes_on })
        .returning({ id: kitWindows.windowId });
      const windowId = window?.id ?? 0;
      await tx.insert(kitItems).values(
        b.items.map((item) => ({
          windowId,
          name: item.name,
          sizes: item.sizes,
          priceMinor: item.price_minor,
          numbered: item.numbered,
        })),
      );
      const [after] = await kitWindowsFor(tx, viewerOf(request), windowId);
      await audit(tx, request, { entityId: windowId, entity: 'kit_windows', after, everyone: true });
      return after;
    });
    return reply.code(201).send(made);
  });

  /** Whose child it is, before the body is read: a stranger gets 403 before any rule's 400 (#30). */
  const ownChildOnly = async (request: FastifyRequest): Promise<void> => {
    const viewer = viewerOf(request);
    const raw = (request.params as { playerId?: unknown }).playerId;
    const playerId = Number(raw);
    if (viewer.treasurer || !Number.isSafeInteger(playerId) || String(playerId) !== raw) return;
    const links = await app.db
      .select()
      .from(parentPlayerAssociations)
      .where(
        and(eq(parentPlayerAssociations.parentUserId, viewer.userId), eq(parentPlayerAssociations.playerId, playerId)),
      );
    if (links.length === 0) throw new HttpError(403, moneyMessages.notYourChild);
  };

  route(
    app,
    contracts.kit.order,
    async (request) => {
      const { id, playerId } = request.params;
      const viewer = viewerOf(request);
      return app.db.transaction(async (tx) => {
        const [window] = await tx.select().from(kitWindows).where(eq(kitWindows.windowId, id)).for('update');
        if (!window) throw new HttpError(404, messages.notFound);
        const [player] = await tx.select().from(players).where(eq(players.playerId, playerId));
        if (!player || player.teamId !== window.teamId) throw new HttpError(400, moneyMessages.notYourChild);
        if (window.chargedAt !== null || window.closesOn < today())
          throw new HttpError(409, moneyMessages.windowClosed);
        const items = await tx.select().from(kitItems).where(eq(kitItems.windowId, id));
        for (const line of request.body.items) {
          const item = items.find((i) => i.itemId === line.item_id);
          if (!item) throw new HttpError(400, moneyMessages.unknownItem);
          if (!item.sizes.includes(line.size)) throw new HttpError(400, moneyMessages.unknownSize);
        }
        const before = await tx
          .select()
          .from(kitOrders)
          .where(
            and(eq(kitOrders.playerId, playerId), inArray(kitOrders.itemId, items.map((i) => i.itemId).concat(0))),
          );
        await tx
          .delete(kitOrders)
          .where(
            and(eq(kitOrders.playerId, playerId), inArray(kitOrders.itemId, items.map((i) => i.itemId).concat(0))),
          );
        if (request.body.items.length)
          await tx.insert(kitOrders).values(
            request.body.items.map((line) => ({
              itemId: line.item_id,
              playerId,
              size: line.size,
              quantity: line.quantity,
              shirtNumber: items.find((i) => i.itemId === line.item_id)?.numbered
                ? (line.shirt_number ?? player.shirtNumber)
                : null,
              orderedBy: viewer.userId,
            })),
          );
        await audit(tx, request, {
          entityId: playerId,
          entity: 'kit_orders',
          before: before.map((o) => ({ item_id: o.itemId, size: o.size, quantity: o.quantity })),
          after: request.body.items,
          everyone: true,
        });
        const [after] = await kitWindowsFor(tx, viewer, id);
        if (!after) throw new HttpError(404, messages.notFound);
        return after;
      });
    },
    { preValidation: ownChildOnly },
  );

  route(app, contracts.kit.close, async (request) => {
    const { id } = request.params;
    await syncFamilies(app.db);
    return app.db.transaction(async (tx) => {
      const [window] = await tx.select().from(kitWindows).where(eq(kitWindows.windowId, id)).for('update');
      if (!window) throw new HttpError(404, messages.notFound);
      const orders = (await tx.execute(sql`
        select o.player_id, o.item_id, o.quantity, o.size, i.name, i.price_minor, p.family_id
        from kit_orders o join kit_items i on i.item_id = o.item_id join players p on p.player_id = o.player_id
        where i.window_id = ${id} and p.family_id is not null order by o.player_id, o.item_id`)) as unknown as {
        rows: {
          player_id: number;
          item_id: number;
          quantity: number;
          size: string;
          name: string;
          price_minor: number;
          family_id: number;
        }[];
      };
      const written = await recordEntries(
        tx,
        request,
        currency,
        orders.rows.map((o) => ({
          familyId: o.family_id,
          playerId: o.player_id,
          kind: 'charge' as const,
          category: 'kit' as const,
          amountMinor: o.price_minor * o.quantity,
          description: `${window.title}: ${o.name} (${o.size})${o.quantity > 1 ? ` × ${o.quantity}` : ''}`,
          dueOn: today(),
          source: `kit:${id}:p${o.player_id}:i${o.item_id}`,
        })),
      );
      if (window.chargedAt === null)
        await tx.update(kitWindows).set({ chargedAt: new Date() }).where(eq(kitWindows.windowId, id));
      await audit(tx, request, {
        entityId: id,
        entity: 'kit_windows',
        after: { charged: written.length },
        everyone: true,
      });
      return {
        families: new Set(written.map((w) => w.familyId)).size,
        total_minor: written.reduce((s, w) => s + w.amount, 0),
      };
    });
  });

  route(app, contracts.kit.supplierCsv, async (request, reply) => {
    const { id } = request.params;
    const [window] = await app.db.select().from(kitWindows).where(eq(kitWindows.windowId, id));
    if (!window) throw new HttpError(404, messages.notFound);
    const rows = (await app.db.execute(sql`
      select i.name, o.size, o.shirt_number, sum(o.quantity)::int as quantity, i.price_minor
      from kit_orders o join kit_items i on i.item_id = o.item_id
      where i.window_id = ${id}
      group by i.item_id, i.name, o.size, o.shirt_number, i.price_minor
      order by i.item_id, o.size, o.shirt_number nulls first`)) as unknown as {
      rows: { name: string; size: string; shirt_number: number | null; quantity: number; price_minor: number }[];
    };
    const exponent = currencyExponent(currency);
    const lines = rows.rows.map((r) =>
      [r.name, r.size, r.shirt_number, r.quantity, minorToDecimal(r.price_minor, exponent), currency]
        .map(csvField)
        .join(','),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="kit-order-${id}.csv"`)
      .send(`${['Item,Size,Number,Quantity,Unit price,Currency', ...lines].join('\r\n')}\r\n`);
  });
};

/**
 * Kit windows as the viewer sees them: the treasurer every window and order; a parent the windows of their
 * children's teams with their own children's orders. One window when `only` is given.
 */
export async function kitWindowsFor(db: Db, viewer: Viewer, only?: number): Promise<KitWindow[]> {
  const mine = viewer.treasurer
    ? sql`true`
    : sql`p.player_id in (select player_id from parent_player_associations where parent_user_id = ${viewer.userId})`;
  const result = (await db.execute(sql`
    select w.window_id, w.team_id, t.team_name, w.title, w.closes_on::text as closes_on,
      (w.charged_at is null and w.closes_on >= ${today()}::date) as open,
      to_char(w.charged_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as charged_at,
      (select json_agg(json_build_object('item_id', i.item_id, 'name', i.name, 'sizes', i.sizes,
          'price_minor', i.price_minor, 'numbered', i.numbered) order by i.item_id)
        from kit_items i where i.window_id = w.window_id) as items,
      (select json_agg(json_build_object('player_id', o.player_id, 'player_name', p.player_name, 'item_id', o.item_id,
          'size', o.size, 'quantity', o.quantity, 'shirt_number', o.shirt_number) order by p.player_name, o.item_id)
        from kit_orders o join kit_items i on i.item_id = o.item_id join players p on p.player_id = o.player_id
        where i.window_id = w.window_id and ${mine}) as orders,
      (select json_agg(json_build_object('player_id', p.player_id, 'player_name', p.player_name,
          'shirt_number', p.shirt_number) order by p.player_name)
        from players p where p.team_id = w.team_id and not ${sql.raw(viewer.treasurer ? 'true' : 'false')}
          and ${mine}) as children
    from kit_windows w join teams t on t.team_id = w.team_id
    where ${only === undefined ? sql`true` : sql`w.window_id = ${only}`}
      and ${
        viewer.treasurer
          ? sql`true`
          : sql`exists (select 1 from players p where p.team_id = w.team_id
        and ${mine})`
      }
    order by w.closes_on desc, w.window_id desc`)) as unknown as {
    rows: (Omit<KitWindow, 'items' | 'orders' | 'children' | 'total_minor'> & {
      items: KitWindow['items'] | null;
      orders: KitWindow['orders'] | null;
      children: KitWindow['children'] | null;
    })[];
  };
  return result.rows.map((w) => {
    const items = w.items ?? [];
    const orders = w.orders ?? [];
    return {
      ...w,
      items,
      orders,
      children: w.children ?? [],
      total_minor: orders.reduce(
        (s, o) => s + (items.find((i) => i.item_id === o.item_id)?.price_minor ?? 0) * o.quantity,
        0,
      ),
    };
  });
}
