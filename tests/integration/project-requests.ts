// What the project-request tests share: five doors of both configurators, what each costs as its configurator
// prices it (POST /api/price), and a project request's body.
import { expect } from 'vitest';
import price from '../../netlify/functions/price.ts';
import { call, humanGuard, nextIp } from '../helpers.ts';

/** A door of a project request as the project page sends it. */
export interface RequestDoor {
  productSlug: string;
  selections: Record<string, string | number | boolean>;
  room?: string;
  quantity: number;
}

/** Five doors, both configurators, rooms and quantities: 2 + 1 + 3 + 1 + 1 = 8 doors. */
export const fiveDoors: RequestDoor[] = [
  { productSlug: 'classic-oak', selections: { heightMm: 2100, handle: 'premium' }, room: 'Bedroom 1', quantity: 2 },
  { productSlug: 'concealed-basic', selections: { heightMm: 2200, magneticLock: true }, room: 'Hall', quantity: 1 },
  { productSlug: 'classic-oak', selections: {}, room: 'Kids’ room', quantity: 3 },
  { productSlug: 'concealed-basic', selections: {}, quantity: 1 },
  { productSlug: 'classic-oak', selections: { widthMm: 900 }, room: 'Кухня', quantity: 1 },
];

/** What the configurator shows for a door: its total, priced by POST /api/price. */
export async function unitPrice(door: { productSlug: string; selections: Record<string, unknown> }): Promise<number> {
  const response = await call(price, 'POST', '/api/price', { body: door, ip: nextIp() });
  expect(response.status).toBe(200);
  return ((await response.json()) as { totalPriceCents: number }).totalPriceCents;
}

export async function projectTotal(doors: RequestDoor[]): Promise<number> {
  let total = 0;
  for (const door of doors) total += (await unitPrice(door)) * door.quantity;
  return total;
}

export const project = (name: string, seenTotalCents: number, doors = fiveDoors) => ({
  doors,
  seenTotalCents,
  lang: 'uk',
  customer: { name, phone: '+380 67 123 45 67', email: 'family@example.com' },
  notes: 'A flat on the 5th floor',
  ...humanGuard(),
});
