// What the offer tests share: a three-door project request sent as a visitor would, and the offer's calls — the
// manager's (signed in with `cookie`) and the customer's (by the link's token).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import adminOffers from '../../netlify/functions/admin-offers.ts';
import offers from '../../netlify/functions/offers.ts';
import projectQuotes from '../../netlify/functions/project-quotes.ts';
import type { OfferDraft } from '../../src/features/offers/schema.ts';
import type { OfferView } from '../../src/features/offers/views.ts';
import { call, humanGuard, nextIp } from '../helpers.ts';
import { project, projectTotal, type RequestDoor } from './project-requests.ts';

export const THREE_DOORS: RequestDoor[] = [
  { productSlug: 'classic-oak', selections: { heightMm: 2100 }, room: 'Спальня', quantity: 1 },
  { productSlug: 'concealed-basic', selections: { heightMm: 2200 }, room: 'Коридор', quantity: 1 },
  { productSlug: 'classic-oak', selections: {}, room: 'Дитяча', quantity: 1 },
];

export type OfferApi = ReturnType<typeof offerApi>;

export function offerApi(cookie: string) {
  async function sendProject(doors = THREE_DOORS): Promise<string> {
    const response = await call(projectQuotes, 'POST', '/api/project-quotes', {
      body: project(`Offer ${randomUUID().slice(0, 8)}`, await projectTotal(doors), doors),
      ip: nextIp(),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }
  const prepare = (requestId: string) =>
    call(adminOffers, 'POST', '/api/admin/offers', { headers: { cookie }, body: { requestId } });
  const read = async (id: string) => {
    const response = await call(adminOffers, 'GET', `/api/admin/offers/${id}`, {
      headers: { cookie },
      params: { id },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as OfferView;
  };
  const save = (id: string, version: number, draft: OfferDraft) =>
    call(adminOffers, 'PUT', `/api/admin/offers/${id}`, {
      headers: { cookie },
      params: { id },
      body: { version, draft },
    });
  const send = (id: string, version: number) =>
    call(adminOffers, 'POST', `/api/admin/offers/${id}/send`, {
      headers: { cookie },
      params: { id },
      body: { version },
    });
  /** A sent offer of a new three-door request: its id and the customer's token. */
  async function sentOffer(): Promise<{ requestId: string; id: string; token: string }> {
    const requestId = await sendProject();
    const offer = (await (await prepare(requestId)).json()) as OfferView;
    const sent = await send(offer.id, offer.version);
    expect(sent.status).toBe(201);
    return { requestId, id: offer.id, token: ((await sent.json()) as { token: string }).token };
  }
  const view = (token: string) => call(offers, 'GET', `/api/offers/${token}`, { params: { token }, ip: nextIp() });
  const reply = (
    token: string,
    kind: 'accept' | 'changes',
    body: Record<string, unknown>,
    key: string = randomUUID(),
  ) =>
    call(offers, 'POST', `/api/offers/${token}/${kind}`, {
      params: { token },
      ip: nextIp(),
      headers: { 'idempotency-key': key, 'user-agent': 'Vitest Browser/1.0' },
      body: { lang: 'uk', ...body, ...humanGuard() },
    });
  const accept = (token: string, number: number, key?: string) =>
    reply(token, 'accept', { number, name: 'Олена Коваль', agree: true }, key);
  return { sendProject, prepare, read, save, send, sentOffer, view, reply, accept };
}
