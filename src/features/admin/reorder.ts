// Moving a card one place up or down in a back-office listing (docs/product.md#catalogue-order): the list shows the
// new order at once and sends it whole to PUT /api/admin/order, each after the one before has been answered; if a save
// fails, the list is loaded again as it is and the manager is told why.
import { ApiError, api } from '../../lib/api.ts';
import { notify } from '../../lib/toast.tsx';
import type { OrderKind } from '../catalogue/schema.ts';
import { adminT } from './i18n.ts';

/** `items` with the one at `index` moved by one place (`by` -1: up, 1: down); null at either end. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] | null {
  const to = index + by;
  const item = items[index];
  if (item === undefined || to < 0 || to >= items.length) return null;
  const next = items.filter((_, i) => i !== index);
  next.splice(to, 0, item);
  return next;
}

// The orders go out one after another: two quick moves send two whole orders, and if the second overtook the first
// on the way (or in the database) the first would be the one kept — the list showing one order, the site another.
let sending: Promise<unknown> = Promise.resolve();

export async function moveItem<T extends { id: string }>(
  kind: OrderKind,
  items: readonly T[],
  index: number,
  by: -1 | 1,
  show: (items: T[]) => void,
  reload: () => unknown,
): Promise<void> {
  const next = moved(items, index, by);
  if (!next) return;
  show(next);
  try {
    const save = sending.then(() =>
      api('/api/admin/order', { method: 'PUT', body: { kind, ids: next.map((item) => item.id) } }),
    );
    sending = save.catch(() => undefined);
    await save;
  } catch (error) {
    void reload();
    void notify('error', adminT('admin.order.failed'), error instanceof ApiError ? error.message : undefined);
  }
}
