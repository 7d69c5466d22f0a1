// The customizer options (docs/product.md#data) as first seeded, with English and Ukrainian labels.
import type { OptionSchema } from '../../features/pricing/schema.ts';

const l = (en: string, uk: string) => ({ en, uk });
const size = (id: string, label: ReturnType<typeof l>, min: number, max: number, defaultValue: number) => ({
  id,
  label,
  type: 'number' as const,
  unit: 'mm' as const,
  min,
  max,
  step: 10,
  defaultValue,
});

export const interiorSchema: OptionSchema = {
  groups: [
    {
      id: 'doorBlock',
      label: l('Door block', 'Дверний блок'),
      controls: [
        {
          id: 'doorBlock',
          label: l('Door block', 'Дверний блок'),
          type: 'choice',
          defaultValue: 'standard',
          options: [
            { id: 'standard', label: l('Standard', 'Стандартний') },
            { id: 'complanar', label: l('Complanar (flush with the casing)', 'Компланарний (врівень з лиштвою)') },
            { id: 'inside', label: l('Inside opening', 'З відкриванням всередину') },
          ],
        },
      ],
    },
    {
      id: 'casings',
      label: l('Casings', 'Лиштви'),
      controls: [
        {
          id: 'casingFront',
          label: l('Front casing', 'Лиштва з лицьового боку'),
          type: 'choice',
          defaultValue: 'overlay',
          options: [
            { id: 'overlay', label: l('Overlay', 'Накладна') },
            { id: 'telescopic', label: l('Telescopic', 'Телескопічна') },
          ],
        },
        {
          id: 'casingInner',
          label: l('Inner casing', 'Лиштва з внутрішнього боку'),
          type: 'choice',
          defaultValue: 'overlay',
          options: [
            { id: 'overlay', label: l('Overlay', 'Накладна') },
            { id: 'telescopic', label: l('Telescopic', 'Телескопічна') },
          ],
        },
      ],
    },
    {
      id: 'sizes',
      label: l('Sizes', 'Розміри'),
      controls: [
        size('heightMm', l('Height', 'Висота'), 1900, 2400, 2000),
        size('widthMm', l('Width', 'Ширина'), 600, 1000, 800),
        size('depthMm', l('Wall depth', 'Товщина стіни'), 80, 250, 100),
      ],
    },
    {
      id: 'opening',
      label: l('Opening', 'Відкривання'),
      controls: [
        {
          id: 'opening',
          label: l('Opening direction', 'Напрямок відкривання'),
          type: 'choice',
          defaultValue: 'standard',
          options: [
            { id: 'standard', label: l('Standard', 'Стандартне') },
            { id: 'reverse', label: l('Reverse', 'Зворотне') },
          ],
        },
      ],
    },
    {
      id: 'finishCoat',
      label: l('Finish coat', 'Фінішне покриття'),
      controls: [
        {
          id: 'finishCoat',
          label: l('Finish coat', 'Фінішне покриття'),
          type: 'choice',
          defaultValue: 'standard',
          options: [
            { id: 'standard', label: l('Standard', 'Стандарт') },
            {
              id: 'standardPlus',
              label: l('Standard Plus (extra protective layer)', 'Стандарт Плюс (додатковий захисний шар)'),
            },
          ],
        },
      ],
    },
  ],
};

const hardware = (id: string, label: ReturnType<typeof l>) => ({
  id,
  label,
  type: 'boolean' as const,
  defaultValue: false,
});

export const concealedSchema: OptionSchema = {
  groups: [
    {
      id: 'sizes',
      label: l('Sizes', 'Розміри'),
      controls: [
        size('heightMm', l('Height', 'Висота'), 1800, 3000, 2100),
        size('widthMm', l('Width', 'Ширина'), 500, 1000, 800),
        size('depthMm', l('Wall depth', 'Товщина стіни'), 80, 250, 100),
      ],
    },
    {
      id: 'construction',
      label: l('Door leaf', 'Дверне полотно'),
      controls: [
        {
          id: 'frame',
          label: l('Frame', 'Каркас'),
          type: 'choice',
          defaultValue: 'aluminium',
          options: [
            { id: 'wood', label: l('Timber frame', 'Дерев’яний каркас') },
            { id: 'aluminium', label: l('Aluminium frame', 'Алюмінієвий каркас') },
            { id: 'box-putty', label: l('Box for plaster', 'Короб під шпаклювання') },
            { id: 'box-panel', label: l('Box for panels', 'Короб під панелі') },
            { id: 'inside', label: l('Inside opening', 'Відкривання всередину') },
            { id: 'inside-aluminium', label: l('Inside opening, aluminium', 'Відкривання всередину, алюміній') },
            { id: 'al-edge', label: l('Aluminium edge', 'Алюмінієва кромка') },
          ],
        },
      ],
    },
    {
      id: 'install',
      label: l('Installation', 'Монтаж'),
      controls: [
        {
          id: 'installType',
          label: l('Installation type', 'Тип монтажу'),
          type: 'choice',
          defaultValue: 'flushPlaster',
          options: [
            { id: 'flushPlaster', label: l('Flush with plaster', 'Врівень зі штукатуркою') },
            { id: 'flushPanels', label: l('Flush with wall panels', 'Врівень зі стіновими панелями') },
          ],
        },
      ],
    },
    {
      id: 'opening',
      label: l('Opening', 'Відкривання'),
      controls: [
        {
          id: 'opening',
          label: l('Opening direction', 'Напрямок відкривання'),
          type: 'choice',
          defaultValue: 'in-right',
          options: [
            { id: 'in-left', label: l('Inward, left', 'Всередину, ліве') },
            { id: 'in-right', label: l('Inward, right', 'Всередину, праве') },
            { id: 'out-left', label: l('Outward, left', 'Назовні, ліве') },
            { id: 'out-right', label: l('Outward, right', 'Назовні, праве') },
          ],
        },
      ],
    },
    {
      id: 'finish',
      label: l('Finish', 'Оздоблення'),
      controls: [
        {
          id: 'finishType',
          label: l('Finish', 'Оздоблення'),
          type: 'choice',
          defaultValue: 'primer',
          options: [
            { id: 'primer', label: l('Primer, ready to paint', 'Ґрунт під фарбування') },
            { id: 'standard', label: l('Standard', 'Стандарт') },
            { id: 'premium-lacquer', label: l('Premium lacquer', 'Преміальний лак') },
            { id: 'veneer', label: l('Natural veneer', 'Натуральний шпон') },
            { id: 'pvc', label: l('PVC film', 'Плівка ПВХ') },
            { id: 'mirror', label: l('Mirror', 'Дзеркало') },
            { id: 'paint-matte', label: l('Matte paint', 'Матова фарба') },
            { id: 'paint-gloss', label: l('Gloss paint', 'Глянцева фарба') },
          ],
        },
      ],
    },
    {
      id: 'hinges',
      label: l('Hinges', 'Петлі'),
      controls: [
        {
          id: 'hinges',
          label: l('Hidden hinges', 'Приховані петлі'),
          type: 'choice',
          defaultValue: '3',
          options: [
            { id: '3', label: l('3 hinges', '3 петлі') },
            { id: '4', label: l('4 hinges', '4 петлі') },
            { id: '5', label: l('5 hinges', '5 петель') },
          ],
        },
      ],
    },
    {
      id: 'hardware',
      label: l('Hardware', 'Фурнітура'),
      controls: [
        hardware('magneticLock', l('Magnetic lock', 'Магнітний замок')),
        hardware('magneticStopper', l('Magnetic stopper', 'Магнітний стопор')),
        hardware('dropDownThreshold', l('Drop-down threshold', 'Автоматичний поріг')),
        hardware('paintFrameCasing', l('Paint the frame and casing', 'Фарбування коробу та лиштви')),
      ],
    },
  ],
};
