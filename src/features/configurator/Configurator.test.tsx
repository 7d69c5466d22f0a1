// @vitest-environment jsdom
// While the door's data loads, the configurator already shows the linked door's photo and words from the page's
// built-in previews (the page's largest paint does not wait for the API); a door the page does not know keeps the
// placeholder.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSettings } from '../seed/settings.ts';
import Configurator from './Configurator.tsx';
import { configuratorLabels } from './labels.ts';
import { $load } from './store.ts';

const previews = {
  'classic-walnut': {
    name: 'Classic Walnut',
    description: 'Raised panels in American walnut.',
    imageUrl: '/uploads/seed/doors/classic-walnut.svg',
  },
  'oak-photo': {
    name: 'Oak',
    description: null,
    imageUrl: '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.jpg',
  },
};

function open(search: string) {
  history.replaceState(null, '', `/uk/customizer/${search}`);
  render(
    <Configurator
      category="interior"
      defaultSlug="classic-oak"
      lang="uk"
      labels={configuratorLabels('uk', demoSettings)}
      previews={previews}
    />,
  );
}

beforeEach(() => {
  $load.set({ status: 'loading' });
  // The API never answers here: what the page shows is what it shows while it waits.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the configurator while its door loads', () => {
  it("shows the linked door's photo, name and description from the page's previews", async () => {
    open('?slug=classic-walnut');
    expect((await screen.findByTestId('product-name')).textContent).toBe('Classic Walnut');
    expect(screen.getByTestId('product-description').textContent).toBe('Raised panels in American walnut.');
    expect(screen.getByTestId('product-photo').getAttribute('src')).toBe('/uploads/seed/doors/classic-walnut.svg');
    expect(screen.getByTestId('configurator-loading').getAttribute('aria-busy')).toBe('true');
  });

  it('shows an uploaded photo through the Image CDN in the widths its small box needs', async () => {
    open('?slug=oak-photo');
    const photo = await screen.findByTestId('product-photo');
    const cdn = (w: number) => `/.netlify/images?url=%2Fuploads%2F0f8fad5b-d9cb-469f-a165-70867728950e.jpg&w=${w}`;
    expect(photo.getAttribute('srcset')).toBe(`${cdn(160)} 160w,${cdn(320)} 320w,${cdn(480)} 480w`);
    expect(photo.getAttribute('sizes')).toBe('(min-width: 640px) 144px, 108px');
    expect(photo.getAttribute('src')).toBe(cdn(320));
  });

  it.each(['made-after-the-build', '__proto__'])(
    'keeps the placeholder for a door the page does not know (%s)',
    async (slug) => {
      open(`?slug=${slug}`);
      await vi.waitFor(() => expect($load.get()).toEqual({ status: 'loading', slug }));
      expect(screen.queryByTestId('product-name')).toBeNull();
      expect(screen.queryByTestId('product-photo')).toBeNull();
      expect(screen.getByTestId('configurator-loading').querySelector('.animate-pulse')).not.toBeNull();
    },
  );
});
