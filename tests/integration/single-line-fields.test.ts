// A visitor's name, phone and e-mail reach the manager's Telegram message and e-mail as lines of their own: a line
// break or a bidi control in them could forge a line ("Phone: …") or turn text around. Refused with 422 at the field;
// a message keeps its line feeds.
import { describe, expect, it } from 'vitest';
import contact from '../../netlify/functions/contact.ts';
import quotes from '../../netlify/functions/quotes.ts';
import { CONTROL_MESSAGE, ONE_LINE_MESSAGE } from '../../src/lib/text.ts';
import { getDb } from '../../src/server/db.ts';
import { call, humanGuard, nextIp } from '../helpers.ts';

const general = (overrides: Record<string, unknown>) =>
  call(contact, 'POST', '/api/contact/general', {
    body: { name: 'Taras', email: 'taras@example.com', message: 'Hello', ...humanGuard(), ...overrides },
    params: { type: 'general' },
    ip: nextIp(),
  });

const quote = (customer: Record<string, unknown>, notes = 'Two doors') =>
  call(quotes, 'POST', '/api/quotes', {
    body: {
      productSlug: 'classic-oak',
      customer: { name: 'Olena', phone: '+380 67 123 45 67', ...customer },
      notes,
      ...humanGuard(),
    },
    ip: nextIp(),
  });

const errorsOf = async (response: Response) => ((await response.json()) as { errors: Record<string, string[]> }).errors;

describe('single-line fields of the public forms', () => {
  it.each([
    ['name', 'Taras\nPhone: +380 00 000 00 00', ONE_LINE_MESSAGE],
    ['name', 'Taras\r\nApproved: yes', ONE_LINE_MESSAGE],
    ['name', 'Taras\u2028Paid', ONE_LINE_MESSAGE],
    ['name', 'Taras \u202Egpj.exe', CONTROL_MESSAGE],
    ['name', 'Taras \u2066x\u2069', CONTROL_MESSAGE],
    ['name', 'Taras\u200F', CONTROL_MESSAGE],
    ['name', '\u001B[2JTaras', CONTROL_MESSAGE],
    ['phone', '+380 67\n123 45 67', ONE_LINE_MESSAGE],
    ['phone', '+380 67 123 45 67\u202E', CONTROL_MESSAGE],
  ])('POST /api/contact/general refuses %s %j with 422', async (field, value, message) => {
    const response = await general({ [field]: value });
    expect(response.status).toBe(422);
    const errors = await errorsOf(response);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toContain(message); // a phone's own format check may add its message
  });

  it.each([
    ['name', 'Olena\nNotes: call at night', ONE_LINE_MESSAGE],
    ['phone', '+380 67 123\n45 67', ONE_LINE_MESSAGE],
    ['name', 'Olena\u202E', CONTROL_MESSAGE],
  ])('POST /api/quotes refuses customer.%s %j with 422', async (field, value, message) => {
    const response = await quote({ [field]: value });
    expect(response.status).toBe(422);
    expect(await errorsOf(response)).toEqual({ [`customer.${field}`]: [message] });
  });

  it('refuses a bidi override in a multi-line field too, but keeps its line feeds', async () => {
    const refused = await general({ message: 'Hello\n\u202Eereh kcilc' });
    expect(refused.status).toBe(422);
    expect(await errorsOf(refused)).toEqual({ message: [CONTROL_MESSAGE] });

    const kept = await quote({}, 'First line\r\nSecond line');
    expect(kept.status).toBe(201);
    const { id } = (await kept.json()) as { id: string };
    const row = await getDb().selectFrom('quotes').select('notes').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.notes).toBe('First line\nSecond line');
  });
});
