// The option editor's forms as merge actions: ids made from English names, each option with its price.
import { describe, expect, it } from 'vitest';
import { interiorSchema } from '../../seed/option-schemas.ts';
import { MergeAction } from '../merge-actions.ts';
import {
  addControl,
  addOption,
  blankControl,
  controlIdProblem,
  controlIds,
  idFrom,
  messagesOf,
} from './options-editor.ts';

describe('idFrom', () => {
  it.each([
    ['Soft close', [], 'soft-close'],
    ['  Magnetic stop (AGB) ', [], 'magnetic-stop-agb'],
    ['Défaut', [], 'defaut'],
    ['Ручка', [], 'option-3'],
    ['Handle', ['handle'], 'handle-2'],
    ['Handle', ['handle', 'handle-2'], 'handle-3'],
  ])('%j (taken %j) → %s', (name, taken, id) => {
    expect(idFrom(name, taken, 'option-3')).toBe(id);
  });
});

describe('a new control’s id (decision 018)', () => {
  it('is never made one the links read', () => {
    expect(idFrom('Slug', controlIds(interiorSchema), 'control')).toBe('slug-2');
    expect(idFrom('Project', controlIds(interiorSchema), 'control')).toBe('project-2');
    expect(idFrom('Knob', controlIds(interiorSchema), 'control')).toBe('knob');
  });

  it('says at the field why a typed one cannot be saved', () => {
    expect(controlIdProblem('slug')).toBe('Links to a door already use this name: choose another id');
    expect(controlIdProblem('two words')).toBe('Use letters, digits and hyphens, starting with a letter or digit');
    expect(controlIdProblem('soft-close')).toBeNull();
  });
});

describe('the forms as actions', () => {
  it('sends a new option with its names and cost', () => {
    const action = addOption('doorBlock', 'doorBlock', {
      names: { en: 'Pocket', uk: 'Пенал' },
      id: ' pocket ',
      cost: '120.5',
    });
    expect(MergeAction.parse(action)).toEqual({
      type: 'upsertOption',
      groupId: 'doorBlock',
      controlId: 'doorBlock',
      optionId: 'pocket',
      costUSD: 120.5,
      label: { en: 'Pocket', uk: 'Пенал' },
    });
  });

  it('sends a choice whose options get ids from their English names, unique', () => {
    const form = blankControl();
    form.names = { en: 'Handle', uk: 'Ручка' };
    form.id = 'handle';
    form.options = [
      { names: { en: 'None', uk: 'Без ручки' }, cost: '0' },
      { names: { en: 'Premium', uk: 'Преміум' }, cost: '45' },
      { names: { en: 'Premium', uk: 'Преміум 2' }, cost: '50' },
      { names: { en: '', uk: 'Лише українською' }, cost: '1' },
    ];
    // Both names are required (the server says so); the ids come from the English one, else a numbered one.
    const action = addControl('doorBlock', form);
    expect(MergeAction.safeParse(action).success).toBe(false);
    expect(action.type === 'addControl' && action.control.kind === 'choice' && action.control.options).toEqual([
      { optionId: 'none', label: { en: 'None', uk: 'Без ручки' }, costUSD: 0 },
      { optionId: 'premium', label: { en: 'Premium', uk: 'Преміум' }, costUSD: 45 },
      { optionId: 'premium-2', label: { en: 'Premium', uk: 'Преміум 2' }, costUSD: 50 },
      { optionId: 'option-4', label: { en: '', uk: 'Лише українською' }, costUSD: 1 },
    ]);
  });

  it('leaves a blank cost blank, for the server to name', () => {
    const form = { ...blankControl(), kind: 'switch' as const, names: { en: 'Stop', uk: 'Стопор' }, id: 'stop' };
    const sent = JSON.parse(JSON.stringify(addControl('hardware', form)));
    expect(sent.control).toEqual({ kind: 'switch', costUSD: null, defaultValue: false });
    expect(MergeAction.safeParse(sent).success).toBe(false);
  });

  it('sends a size with its limits and price', () => {
    const form = {
      ...blankControl(),
      kind: 'size' as const,
      names: { en: 'Leaf', uk: 'Полотно' },
      id: 'leafMm',
      size: { min: '38', max: '58', step: '2', defaultValue: '40' },
      sizePrice: { kind: 'RATE_PER_10' as const, threshold: '40', amount: '5' },
    };
    expect(MergeAction.parse(addControl('sizes', form))).toMatchObject({
      control: {
        kind: 'size',
        min: 38,
        max: 58,
        step: 2,
        defaultValue: 40,
        price: { strategyType: 'RATE_PER_10', threshold: 40, rateUSDPer10: 5 },
      },
    });
  });

  it('lists the server’s messages once each', () => {
    expect(messagesOf({ a: ['Enter an amount in USD'], b: ['Enter an amount in USD', 'Name it in English'] })).toEqual([
      'Enter an amount in USD',
      'Name it in English',
    ]);
  });
});
