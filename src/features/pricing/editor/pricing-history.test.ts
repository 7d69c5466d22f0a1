// The price history's changes in the manager's words, in both languages.
import { afterEach, describe, expect, it } from 'vitest';
import { $adminLang } from '../../admin/i18n.ts';
import { interiorSchema } from '../../seed/option-schemas.ts';
import { changeLine, ruleText } from './pricing-history.ts';

afterEach(() => $adminLang.set('en'));

describe('the price history in words', () => {
  it('says each kind of rule', () => {
    $adminLang.set('en');
    expect(ruleText({ type: 'FIXED', amountCents: 4550 }, interiorSchema)).toBe('$45.50');
    expect(ruleText({ type: 'THRESHOLD_FIXED', threshold: 2080, amountCents: 6000 }, interiorSchema)).toBe(
      '$60.00 above 2080 mm',
    );
    expect(ruleText({ type: 'RATE_PER_10', from: 110, rateCents: 225 }, interiorSchema)).toBe(
      '$2.25 per 10 mm above 110 mm',
    );
    expect(
      ruleText(
        { type: 'TIERED', controlRefId: 'heightMm', threshold: 2100, belowAmountCents: 1000, aboveAmountCents: 2000 },
        interiorSchema,
      ),
    ).toBe('$10.00 up to 2100 mm of Height, $20.00 above');
  });

  it('names what is priced from the schema, in the manager’s language, and an id the schema lost as it is', () => {
    const change = {
      kind: 'price',
      change: 'changed',
      groupId: 'doorBlock',
      controlId: 'doorBlock',
      optionId: 'inside',
      before: { type: 'FIXED', amountCents: 6500 },
      after: { type: 'FIXED', amountCents: 7700 },
    } as const;
    expect(changeLine(change, interiorSchema)).toEqual({
      subject: 'Door block: Inside opening',
      text: '$65.00 → $77.00',
    });
    $adminLang.set('uk');
    expect(changeLine(change, interiorSchema).subject).toBe('Дверний блок: З відкриванням всередину');
    expect(changeLine({ ...change, optionId: 'gone', after: null }, interiorSchema)).toEqual({
      subject: 'Дверний блок: gone',
      text: 'вилучено (було $65.00)',
    });
    expect(changeLine({ kind: 'markup', doorType: 'BUDGET', before: null, after: 12 }, interiorSchema)).toEqual({
      subject: 'Націнка для дверей «Бюджет (Universal)»',
      text: '— → 12 %',
    });
  });

  it('says what happened to the options', () => {
    const at = { groupId: 'doorBlock', controlId: 'doorBlock' };
    const pocket = { en: 'Pocket', uk: 'Пенал' };
    const line = (change: Parameters<typeof changeLine>[0]) => changeLine(change, interiorSchema);
    expect(line({ kind: 'option', change: 'added', ...at, optionId: 'pocket', before: null, after: pocket })).toEqual({
      subject: 'Door block: Pocket',
      text: 'new option',
    });
    expect(line({ kind: 'option', change: 'retired', ...at, optionId: 'inside', before: null, after: null }).text).toBe(
      'no longer offered',
    );
    expect(
      line({
        kind: 'control',
        change: 'added',
        ...at,
        controlId: 'handle',
        before: null,
        after: { en: 'Handle', uk: 'Ручка' },
      }),
    ).toEqual({ subject: 'Handle', text: 'added to Door block' });
    expect(line({ kind: 'default', ...at, before: 'standard', after: 'inside' })).toEqual({
      subject: 'Door block',
      text: 'starts at Inside opening (was Standard)',
    });
    expect(line({ kind: 'order', groupId: 'doorBlock', controlId: null })).toEqual({
      subject: 'Door block',
      text: 'new order',
    });
  });

  it('names a change as it was named when it was made, not as today’s schema names it', () => {
    const at = { groupId: 'doorBlock', controlId: 'doorBlock' };
    const then = { en: 'Inward (old name)', uk: 'Всередину (стара назва)' };
    const price = {
      kind: 'price',
      change: 'changed',
      ...at,
      optionId: 'inside',
      before: { type: 'FIXED', amountCents: 6500 },
      after: { type: 'FIXED', amountCents: 7700 },
      names: { control: { en: 'Block', uk: 'Блок' }, option: then },
    } as const;
    expect(changeLine(price, interiorSchema).subject).toBe('Block: Inward (old name)');
    expect(
      changeLine(
        { kind: 'default', ...at, before: 'standard', after: 'inside', names: { after: then } },
        interiorSchema,
      ).text,
    ).toBe('starts at Inward (old name) (was Standard)');
    $adminLang.set('uk');
    expect(changeLine(price, interiorSchema).subject).toBe('Блок: Всередину (стара назва)');
  });
});
