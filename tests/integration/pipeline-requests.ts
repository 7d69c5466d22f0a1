// What the pipeline's integration tests share: a door quote and a furniture enquiry sent through the public
// endpoints as a visitor would (an e-mail, notes, a configuration), each answering its new id.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import contact from '../../netlify/functions/contact.ts';
import quotes from '../../netlify/functions/quotes.ts';
import { call, humanGuard, nextIp } from '../helpers.ts';

export async function submitQuote(name: string) {
  const response = await call(quotes, 'POST', '/api/quotes', {
    ip: nextIp(),
    headers: { 'idempotency-key': randomUUID() },
    body: {
      productSlug: 'classic-oak',
      selections: { handle: 'premium' },
      customer: { name, email: `c${randomUUID().slice(0, 8)}@example.com`, phone: '+380 67 765 43 21' },
      notes: `call me after six, ${name}`,
      ...humanGuard(),
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function submitEnquiry(name: string) {
  const response = await call(contact, 'POST', '/api/contact/furniture', {
    params: { type: 'furniture' },
    ip: nextIp(),
    headers: { 'idempotency-key': randomUUID() },
    body: { name, email: 'f@example.com', phone: '+380501112233', message: `a wardrobe for ${name}`, ...humanGuard() },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
