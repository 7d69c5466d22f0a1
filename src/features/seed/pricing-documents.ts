// The first pricing documents (docs/product.md#pricing): costs in USD cents, marked up per category and door type.
import type { OptionStrategy, PricingDocument } from '../pricing/schema.ts';

const fixed = (amountCents: number): OptionStrategy & { type: 'FIXED' } => ({ type: 'FIXED', amountCents });
const tieredOnHeight = (belowAmountCents: number, aboveAmountCents: number): OptionStrategy => ({
  type: 'TIERED',
  controlRefId: 'heightMm',
  threshold: 2100,
  belowAmountCents,
  aboveAmountCents,
});
const option = (id: string, price: OptionStrategy) => ({ id, price });
type Group = PricingDocument['groups'][number];
/** A group of one choice, priced by its options. */
const choiceGroup = (id: string, controlId: string, ...options: ReturnType<typeof option>[]): Group => ({
  id,
  controls: [{ id: controlId, options }],
});

export const interiorPricing: PricingDocument = {
  currency: 'USD',
  rounding: { mode: 'HALF_UP' },
  markupPercent: { default: 30 },
  groups: [
    ...interiorFinishPricing(),
    choiceGroup('doorBlock', 'doorBlock', option('complanar', fixed(4500)), option('inside', fixed(6500))),
    {
      id: 'casings',
      controls: [
        { id: 'casingFront', options: [option('overlay', fixed(3500)), option('telescopic', fixed(5500))] },
        { id: 'casingInner', options: [option('overlay', fixed(3500)), option('telescopic', fixed(5500))] },
      ],
    },
    {
      id: 'sizes',
      controls: [
        { id: 'heightMm', price: { type: 'THRESHOLD_FIXED', threshold: 2070, amountCents: 6000 } },
        { id: 'widthMm', price: { type: 'THRESHOLD_FIXED', threshold: 900, amountCents: 4500 } },
        { id: 'depthMm', price: { type: 'RATE_PER_10', from: 100, rateCents: 250 } },
      ],
    },
    choiceGroup('finishCoat', 'finishCoat', option('standardPlus', fixed(4000))),
    ...interiorBuyerPricing(),
    ...interiorHingePricing(),
  ],
};

/**
 * Demo amounts (docs/product.md#option-editor), plausible for Ukraine in 2026 and meant to be replaced by the shop's own in the back office;
 * migrations/0015_buyer_options.sql adds them with the options. Every default is free.
 */
export function interiorBuyerPricing(): Group[] {
  return [
    {
      id: 'leaf',
      controls: [
        { id: 'leafType', options: [option('without-rebate', fixed(2000))] },
        { id: 'leafFill', options: [option('solid', fixed(3500))] },
      ],
    },
    {
      id: 'hardware',
      controls: [
        { id: 'handle', options: [option('standard', fixed(1500)), option('premium', fixed(4500))] },
        {
          id: 'lock',
          options: [option('latch', fixed(1200)), option('magnetic', fixed(3500)), option('mortise', fixed(2800))],
        },
        { id: 'softClose', price: fixed(3000) },
        { id: 'magneticStop', options: [option('brand-1', fixed(1800)), option('brand-2', fixed(2600))] },
        { id: 'hiddenHinges', price: fixed(4000) },
      ],
    },
  ];
}

/** Demo amounts of the finishes (migration 0035 adds them): enamel, natural veneer and powder coat are included. */
export function interiorFinishPricing(): Group[] {
  const gloss = fixed(4500);
  const stained = fixed(3500);
  return [
    choiceGroup(
      'finish',
      'finish',
      option('gloss-white', gloss),
      option('gloss-black', gloss),
      option('smoked-oak', stained),
      option('bleached-oak', stained),
    ),
  ];
}

/** Demo amounts for mortised hinges (migrations/0025_mortised_hinge_and_painting_groups.sql adds them); overlay is free. */
export function interiorHingePricing(): Group[] {
  return [choiceGroup('hingeMount', 'hingeType', option('mortised', fixed(1800)))];
}

/** Demo amounts of the painting groups (added by migration 0025 too); group 1 is free. */
export function concealedPaintingPricing(): Group[] {
  return [choiceGroup('painting', 'paintGroup', option('group-2', fixed(2000)), option('group-3', fixed(4500)))];
}

/** Demo amounts of the concealed extras (docs/product.md#option-editor), as above. */
export function concealedBuyerPricing(): Group[] {
  return [
    {
      id: 'extras',
      controls: [
        { id: 'aligner', price: fixed(1200) },
        { id: 'paintBox', options: [option('box', fixed(2500)), option('box-frame', fixed(4000))] },
        { id: 'decorativeElement', price: fixed(2200) },
      ],
    },
  ];
}

export const concealedPricing: PricingDocument = {
  currency: 'USD',
  rounding: { mode: 'HALF_UP' },
  markupPercent: { default: 30, byDoorType: { STANDARD: 25, BUDGET: 30 } },
  groups: [
    {
      id: 'sizes',
      controls: [{ id: 'heightMm', price: { type: 'THRESHOLD_FIXED', threshold: 2100, amountCents: 8000 } }],
    },
    choiceGroup(
      'construction',
      'frame',
      option('wood', tieredOnHeight(3000, 6000)),
      option('aluminium', tieredOnHeight(5000, 9000)),
      option('box-putty', fixed(7000)),
      option('box-panel', fixed(7500)),
      option('inside', fixed(4000)),
      option('inside-aluminium', fixed(6000)),
      option('al-edge', fixed(8500)),
    ),
    choiceGroup(
      'install',
      'installType',
      option('flushPlaster', tieredOnHeight(4000, 6500)),
      option('flushPanels', tieredOnHeight(5500, 8000)),
    ),
    choiceGroup(
      'finish',
      'finishType',
      option('standard', fixed(2500)),
      option('premium-lacquer', fixed(12000)),
      option('veneer', fixed(9000)),
      option('pvc', fixed(3000)),
      option('mirror', fixed(15000)),
      option('paint-matte', fixed(8000)),
      option('paint-gloss', fixed(11000)),
    ),
    choiceGroup('hinges', 'hinges', option('3', fixed(4500)), option('4', fixed(6000)), option('5', fixed(7500))),
    {
      id: 'hardware',
      controls: [
        { id: 'magneticLock', price: fixed(3500) },
        { id: 'magneticStopper', price: fixed(1500) },
        { id: 'dropDownThreshold', price: fixed(4000) },
        { id: 'paintFrameCasing', price: fixed(6000) },
      ],
    },
    ...concealedBuyerPricing(),
    ...concealedPaintingPricing(),
  ],
};
