// Optimistic concurrency on the pricing document, with real concurrency (PostgreSQL server): twelve admins each edit
// a different option of the same document at once, every one re-reading and trying again on 409 as the editor asks
// them to. Every edit must be in the final document, and the version must have moved once per saved edit. Without
// the version check in the UPDATE, concurrent read-modify-writes overwrite each other and edits are lost.
import { describe, expect, it } from 'vitest';
import adminSchema from '../../netlify/functions/admin-schema.ts';
import merge from '../../netlify/functions/admin-schema-merge.ts';
import { call, signIn } from '../helpers.ts';

type Doc = {
  version: number;
  groups: { controls: { id: string; options?: { id: string; price: { amountCents?: number } }[] }[] }[];
};

const edits = [
  ['finish', 'finishType', 'standard'],
  ['finish', 'finishType', 'premium-lacquer'],
  ['finish', 'finishType', 'veneer'],
  ['finish', 'finishType', 'pvc'],
  ['finish', 'finishType', 'mirror'],
  ['finish', 'finishType', 'paint-matte'],
  ['finish', 'finishType', 'paint-gloss'],
  ['construction', 'frame', 'box-putty'],
  ['construction', 'frame', 'box-panel'],
  ['construction', 'frame', 'inside'],
  ['hinges', 'hinges', '3'],
  ['hinges', 'hinges', '4'],
] as const;

describe('pricing edits under concurrency (PostgreSQL server)', () => {
  it('twelve simultaneous edits of one document: none lost, one version each', async () => {
    const { cookie } = await signIn();
    const read = async () =>
      (await (
        await call(adminSchema, 'GET', '/', { headers: { cookie }, params: { slug: 'concealed' } })
      ).json()) as Doc;
    const start = (await read()).version;
    let conflicts = 0;
    await Promise.all(
      edits.map(async ([groupId, controlId, optionId], i) => {
        for (let attempt = 0; attempt < 50; attempt++) {
          const { version } = await read();
          const response = await call(merge, 'POST', '/', {
            headers: { cookie },
            params: { slug: 'concealed' },
            body: { version, actions: [{ type: 'upsertOption', groupId, controlId, optionId, costUSD: 1000 + i }] },
          });
          if (response.status === 200) return;
          expect(response.status).toBe(409);
          conflicts++;
        }
        throw new Error(`edit ${i} never saved`);
      }),
    );
    const final = await read();
    expect(final.version).toBe(start + edits.length);
    edits.forEach(([, controlId, optionId], i) => {
      const option = final.groups
        .flatMap((g) => g.controls)
        .find((c) => c.id === controlId)
        ?.options?.find((o) => o.id === optionId);
      expect(option?.price.amountCents, `${controlId}/${optionId}`).toBe((1000 + i) * 100);
    });
    // The race really happened: some saves met a newer version and had to reload.
    expect(conflicts).toBeGreaterThan(0);
  });
});
