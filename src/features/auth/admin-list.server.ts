// The admins of the site as the back office lists them (docs/product.md#admins): who added them, their last sign-in,
// disabled or not — and never a password or its hash.
import type { Db } from '../../server/db.ts';
import type { AdminAccount, SessionUser } from './schema.ts';

/** What a listed admin is read from. */
export const columns = ['id', 'email', 'created_at', 'last_login_at', 'disabled_at', 'created_by'] as const;
type Row = {
  id: string;
  email: string;
  created_at: Date;
  last_login_at: Date | null;
  disabled_at: Date | null;
  created_by: string | null;
};

export const toAccount = (row: Row, you: SessionUser): AdminAccount => ({
  id: row.id,
  email: row.email,
  createdAt: new Date(row.created_at).toISOString(),
  lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
  disabled: row.disabled_at !== null,
  createdBy: row.created_by,
  you: row.id === you.id,
});

/** Every admin, the first added first. */
export async function listAdmins(db: Db, you: SessionUser): Promise<AdminAccount[]> {
  const rows = await db.selectFrom('admin_users').select(columns).orderBy('created_at').orderBy('email').execute();
  return rows.map((row) => toAccount(row, you));
}
