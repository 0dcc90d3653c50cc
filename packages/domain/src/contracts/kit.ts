import { z } from 'zod';
import { idParams } from '../schemas/common';
import { kitClosed, kitOrderBody, kitOrderParams, kitWindow, kitWindowBody, kitWindowList } from '../schemas/kit';
import { contract } from './contract';

/** Kit orders (#33): a team's window opened by the treasurer, families choose, charges raised, one supplier CSV. */
export const kitContracts = {
  list: contract({
    method: 'GET',
    path: '/kit/windows',
    summary: "Kit orders: every one (the treasurer), or those of a parent's children's teams with their own choices",
    response: kitWindowList,
  }),
  create: contract({
    method: 'POST',
    path: '/kit/windows',
    access: 'treasurer',
    summary: "Opens a team's kit order: items, sizes, prices and a deadline",
    body: kitWindowBody,
    response: kitWindow,
    status: 201,
  }),
  order: contract({
    method: 'PUT',
    path: '/kit/windows/:id/orders/:playerId',
    summary: "Sets a child's kit choices (their parent, until the deadline; the treasurer)",
    params: kitOrderParams,
    body: kitOrderBody,
    response: kitWindow,
  }),
  close: contract({
    method: 'POST',
    path: '/kit/windows/:id/close',
    access: 'treasurer',
    summary: 'Closes a kit order and charges each family for its choices, once',
    params: idParams,
    response: kitClosed,
  }),
  supplierCsv: contract({
    method: 'GET',
    path: '/kit/windows/:id/supplier.csv',
    access: 'treasurer',
    summary: 'The order for the supplier: one line per item, size and number, with quantities',
    params: idParams,
    response: z.string(),
    produces: 'text/csv',
  }),
};
