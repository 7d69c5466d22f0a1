// Requests sent as a visitor's browser sends them (the same API calls, the same guard fields), for specs that start
// where a request already is: in the inbox, or answered with an offer.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, personGuard } from './fixtures.ts';

export interface ProjectDoor {
  productSlug: string;
  selections: Record<string, string | number | boolean>;
  room?: string;
  quantity: number;
}

/** Sends a project request of `doors` at the total the visitor saw (each door as its configurator prices it). */
export async function sendProject(
  page: Page,
  doors: ProjectDoor[],
  customer: { name: string; phone: string; email?: string },
  lang: 'en' | 'uk',
  ip: string,
): Promise<{ id: string; reference: string }> {
  let total = 0;
  for (const door of doors) {
    const priced = await page.request.post('/api/price', { data: door });
    total += ((await priced.json()) as { totalPriceCents: number }).totalPriceCents * door.quantity;
  }
  const sent = await page.request.post('/api/project-quotes', {
    headers: { 'idempotency-key': randomUUID(), 'x-nf-client-connection-ip': ip },
    data: { doors, seenTotalCents: total, lang, customer, ...(await personGuard()) },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()) as { id: string; reference: string };
}
