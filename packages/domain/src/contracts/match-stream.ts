import { z } from 'zod';
import { idParams } from '../schemas/common';
import { contract } from './contract';

export const matchStreamContracts = {
  /**
   * Server-Sent Events: `ready` once connected, then a `change` per recorded, changed or deleted event, each a
   * `streamMessage` (schemas/events.ts) with its `seq` as the SSE id; Last-Event-ID replays what a viewer missed.
   */
  stream: contract({
    method: 'GET',
    path: '/matches/:id/stream',
    summary: "A match's live changes (Server-Sent Events, each `change` a stream message)",
    params: idParams,
    response: z.string(),
    produces: 'text/event-stream',
    // More than MAX_STREAMS_PER_USER open for the account on this server (#28 item 16).
    errors: [429],
  }),
};
