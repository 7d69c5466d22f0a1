// An offer's outcomes under real concurrency (PostgreSQL server and the Neon driver): 50 acceptances at once make one
// order; an acceptance and the manager's send of version 2 at the same moment have exactly one outcome; ten managers
// preparing the same request make one offer; a double click on Send makes one version.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfferView } from '../../src/features/offers/views.ts';
import { getDb } from '../../src/server/db.ts';
import { signIn } from '../helpers.ts';
import { type OfferApi, offerApi } from './offer-requests.ts';

let api: OfferApi;
beforeAll(async () => {
  api = offerApi((await signIn()).cookie);
});

const orders = async (offerId: string) =>
  (await getDb().selectFrom('orders').select('number').where('offer_id', '=', offerId).execute()).length;

describe('offers under concurrency (PostgreSQL server)', () => {
  it('50 acceptances at once → one order; the rest are told its number', async () => {
    const { id, token } = await api.sentOffer();
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await api.accept(token, 1);
        return { status: response.status, body: (await response.json()) as { orderNumber?: string; code?: string } };
      }),
    );
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    const orderNumber = won[0]?.body.orderNumber;
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused).toMatchObject({ status: 409, body: { code: 'OFFER_ACCEPTED', orderNumber } });
    }
    expect(await orders(id)).toBe(1);
  });

  it('an acceptance and a send of version 2 at the same moment: one outcome, ten times over', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 10; round++) {
      const { id, token } = await api.sentOffer();
      const { version } = await api.read(id);
      const [accepted, sent] = await Promise.all([api.accept(token, 1), api.send(id, version)]);
      const versions = await getDb().selectFrom('offer_versions').select('number').where('offer_id', '=', id).execute();
      if (accepted.status === 201) {
        // The customer was first: the manager is told so, and nothing else was sent.
        expect(sent.status).toBe(409);
        expect(await sent.json()).toMatchObject({
          code: 'OFFER_ACCEPTED',
          error: 'The customer accepted version 1: the offer can no longer change.',
        });
        expect(versions).toHaveLength(1);
        expect(await orders(id)).toBe(1);
        outcomes.push('accepted');
      } else {
        // The manager was first: version 1 was replaced under the customer, who accepted nothing.
        expect(sent.status).toBe(201);
        expect(accepted.status).toBe(409);
        expect(((await accepted.json()) as { code: string }).code).toBe('OFFER_REPLACED');
        expect(versions).toHaveLength(2);
        expect(await orders(id)).toBe(0);
        outcomes.push('replaced');
      }
    }
    console.info(`[offers] accept vs send v2, 10 rounds: ${outcomes.join(', ')}`);
  });

  it('ten managers preparing one request → one offer; a double click on Send → one version', async () => {
    const requestId = await api.sendProject();
    const prepared = await Promise.all(Array.from({ length: 10 }, () => api.prepare(requestId)));
    const statuses = prepared.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(prepared.map(async (r) => ((await r.json()) as OfferView).id)));
    expect(ids.size).toBe(1);
    const [id = ''] = ids;
    const sends = await Promise.all([api.send(id, 1), api.send(id, 1), api.send(id, 1)]);
    expect(sends.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const versions = await getDb().selectFrom('offer_versions').select('number').where('offer_id', '=', id).execute();
    expect(versions).toEqual([{ number: 1 }]);
  });
});
