import type { Db } from '../db/open';
import { pushOutbox } from '../db/schema';

/** What a service worker shows (apps/web/public/sw.js): the notification's words and the screen a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the web app: the respond page, the message, the match. */
  url: string;
  /** Notifications with one tag replace each other: a message sent again after a crash shows once. */
  tag: string;
  kind: string;
}

export interface QueuedPush {
  subscriptionId: number;
  message: PushMessage;
  urgent: boolean;
}

/**
 * Decides push messages, one per device, in the caller's transaction (as `enqueueEmails` does emails): they exist
 * exactly when what caused them was committed. The push worker sends them; `app.push.wake()` after the commit.
 */
export async function enqueuePushes(tx: Db, pushes: readonly QueuedPush[]): Promise<void> {
  if (pushes.length === 0) return;
  await tx.insert(pushOutbox).values(
    pushes.map((p) => ({
      subscriptionId: p.subscriptionId,
      kind: p.message.kind,
      payload: JSON.stringify(p.message),
      urgency: p.urgent ? ('high' as const) : ('normal' as const),
    })),
  );
}
