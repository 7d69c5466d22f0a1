// A configurator link's own parameters stay its own (decision 018): a control named like one (saved before the
// option editor refused such ids) never replaces the door in a link, nor reads the door's slug as a choice.
import { describe, expect, it } from 'vitest';
import type { OptionSchema } from '../pricing/schema.ts';
import { fromQuery, toQuery } from './share.ts';

const label = { en: 'Slug', uk: 'Слаг' };
const schema: OptionSchema = {
  groups: [
    {
      id: 'hardware',
      label,
      controls: [
        { id: 'slug', label, type: 'boolean', defaultValue: false },
        { id: 'closer', label, type: 'boolean', defaultValue: false },
      ],
    },
  ],
};

describe('a configurator link', () => {
  it('keeps its door however a control is named', () => {
    const query = toQuery('classic-oak', { slug: true, closer: true }, {});
    expect(new URLSearchParams(query).getAll('slug')).toEqual(['classic-oak']);
    expect(fromQuery(query, schema)).toEqual({ closer: true });
  });
});
