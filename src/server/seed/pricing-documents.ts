// The first pricing documents (docs/product.md#pricing): costs in USD cents, marked up per category and door type.
import type { OptionStrategy, PricingDocument } from '../../features/pricing/schema.ts';

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
  ],
};

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
  ],
};
