import {
  DEFAULT_MAIL_MODE,
  type NotificationKind,
  type NotificationMailMode,
} from '@portal/contract/endpoints/notifications';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { intParam, textParam } from '../../db/sql-params.js';

/** How one kind reaches one user by e-mail: their choice, else the kind's default. */
export async function mailModeOf(
  executor: Database | Transaction,
  userId: number,
  kind: NotificationKind,
): Promise<NotificationMailMode> {
  const result = await executor.execute(sql`
    select mode from notification_preferences
     where user_id = ${intParam(userId)} and kind = ${textParam(kind)}`);
  const row = result.rows[0] as { mode?: NotificationMailMode } | undefined;
  return row?.mode ?? DEFAULT_MAIL_MODE[kind];
}
