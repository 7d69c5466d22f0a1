// The last enabled admin stays, under real concurrency (decision 018; docs/product.md#admins): two admins who
// disable each other at the same moment, each with their own password, take turns on the rows' locks, so exactly one
// succeeds and the other finds themselves disabled (401). Server only: PGlite runs one query at a time.
import { describe, expect, it } from 'vitest';
import adminAdminsItem from '../../netlify/functions/admin-admins-item.ts';
import { getDb } from '../../src/server/db.ts';
import { call, nextIp, signIn } from '../helpers.ts';

const disable = (as: { cookie: string; password: string }, id: string) =>
  call(adminAdminsItem, 'PATCH', `/api/admin/admins/${id}`, {
    headers: { cookie: as.cookie },
    params: { id },
    body: { disabled: true, currentPassword: as.password },
    ip: nextIp(),
  });

describe('two admins disabling each other at once', () => {
  it('one wins, the other is refused as disabled, and one enabled admin remains', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([signIn(), signIn()]);
      const statuses = (await Promise.all([disable(a, b.userId), disable(b, a.userId)])).map((r) => r.status).sort();
      expect(statuses).toEqual([200, 401]);
      const enabled = await getDb()
        .selectFrom('admin_users')
        .select('id')
        .where('id', 'in', [a.userId, b.userId])
        .where('disabled_at', 'is', null)
        .execute();
      expect(enabled).toHaveLength(1);
    }
  });
});
