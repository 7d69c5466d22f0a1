// @vitest-environment jsdom
// "Copy link" says so in a toast, in the page's language, although the island places no toaster: the first toast
// fetches and mounts it (src/lib/toast.tsx), so the configurator's first load carries none of it.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../lib/i18n.ts';
import { interiorSchema } from '../seed/option-schemas.ts';
import { interiorPricing } from '../seed/pricing-documents.ts';
import { demoSettings } from '../seed/settings.ts';
import Configurator from './Configurator.tsx';
import { configuratorLabels } from './labels.ts';
import { $load, $selection } from './store.ts';
import { loadReady } from './testing.ts';

const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  $load.set({ status: 'loading' });
  $selection.set({});
  // The API never answers: the test loads the door into the store itself.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Copy link', () => {
  it.each<[Lang, string, string]>([
    ['uk', 'Копіювати посилання', 'Посилання скопійовано'],
    ['en', 'Copy link', 'Link copied'],
  ])('copies the address and shows a toast (%s)', async (lang, button, toast) => {
    history.replaceState(null, '', `${lang === 'uk' ? '/uk' : ''}/customizer/?slug=door`);
    render(
      <Configurator
        category="interior"
        defaultSlug="door"
        lang={lang}
        labels={configuratorLabels(lang, demoSettings)}
        previews={{}}
      />,
    );
    act(() => loadReady('interior', interiorSchema, interiorPricing));
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(writeText).toHaveBeenLastCalledWith(location.href);
    expect(await screen.findByText(toast)).toBeTruthy();
  });
});
