// Queues the e-mail every admin gets when an admin is added, disabled or enabled (decision 018): one outbox row
// per admin address, in the change's own transaction, so the notice goes exactly when the change holds. Worded when
// sent (src/features/notifications/admin-change.server.ts).
import type { Db } from '../../server/db.ts';
import type { AdminAction, AdminChangePayload } from '../notifications/admin-change.server.ts';
import { queueNotification } from '../notifications/outbox.server.ts';
import type { SessionUser } from './schema.ts';

/**
 * Every admin enabled before or after the change hears of it: the others, the one who made it (a change made with a
 * stolen session and password reaches the real owner's inbox), and the one it was made to, disabled or not.
 */
export async function queueAdminNotices(
  tx: Db,
  change: { action: AdminAction; actor: SessionUser; target: { id: string; email: string }; at: Date },
): Promise<void> {
  const rows = await tx
    .selectFrom('admin_users')
    .select('email')
    .where((eb) => eb.or([eb('disabled_at', 'is', null), eb('id', '=', change.target.id)]))
    .orderBy('email')
    .execute();
  for (const { email } of rows) {
    const payload: AdminChangePayload = {
      to: email,
      action: change.action,
      actor: change.actor.email,
      target: change.target.email,
      at: change.at.toISOString(),
    };
    await queueNotification(tx, 'ADMIN_CHANGE', change.target.id, { ...payload });
  }
}
