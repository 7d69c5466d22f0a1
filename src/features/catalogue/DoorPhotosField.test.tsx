// @vitest-environment jsdom
// The door dialog's further photos from the keyboard: each photo's buttons are named by its number, a move keeps the
// focus on the photo that moved, a removal puts it on the photo now in its place, and the last removal on the title.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $adminLang } from '../admin/i18n.ts';
import { DoorPhotosField } from './DoorPhotosField.tsx';
import type { PhotoSetting } from './schema.ts';

let latest: string[] = [];
let latestSettings: Record<string, PhotoSetting> = {};

function Harness({ initial }: { initial: string[] }) {
  const [photos, setPhotos] = useState(initial);
  const [settings, setSettings] = useState<Record<string, PhotoSetting>>({});
  latest = photos;
  latestSettings = settings;
  return (
    <DoorPhotosField
      photos={photos}
      onChange={setPhotos}
      settings={settings}
      onSetting={(url, setting) => setSettings((s) => ({ ...s, [url]: setting }))}
      finishes={[
        { id: 'oak', label: 'Natural oak' },
        { id: 'smoked-oak', label: 'Smoked oak' },
      ]}
    />
  );
}

const shown = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));

beforeEach(() => $adminLang.set('en'));
afterEach(cleanup);

describe('DoorPhotosField', () => {
  it('moves a photo earlier and later from the keyboard, keeping the focus on it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp']} />);
    expect(screen.getAllByTestId('photo-focus').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Focal point of Photo 2: 50% across, 50% down',
      'Focal point of Photo 3: 50% across, 50% down',
      'Focal point of Photo 4: 50% across, 50% down',
    ]);

    screen.getByRole('button', { name: 'Move photo 4 one place earlier' }).focus();
    await user.keyboard('{Enter}');
    expect(latest).toEqual(['/uploads/a.webp', '/uploads/c.webp', '/uploads/b.webp']);
    expect(shown()).toEqual(['/uploads/a.webp', '/uploads/c.webp', '/uploads/b.webp']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 3 one place earlier' }));

    await user.keyboard('{Enter}');
    expect(latest).toEqual(['/uploads/c.webp', '/uploads/a.webp', '/uploads/b.webp']);
    const top = screen.getByRole('button', { name: 'Move photo 2 one place earlier' });
    expect(document.activeElement).toBe(top);
    // At the start it stays focusable but does nothing.
    expect(top.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(latest).toEqual(['/uploads/c.webp', '/uploads/a.webp', '/uploads/b.webp']);

    screen.getByRole('button', { name: 'Move photo 3 one place later' }).focus();
    await user.keyboard(' ');
    expect(latest).toEqual(['/uploads/c.webp', '/uploads/b.webp', '/uploads/a.webp']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 4 one place later' }));
  });

  it('removes photos, handing the focus to the one in its place, then to the title', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['/uploads/a.webp', '/uploads/b.webp']} />);
    screen.getByRole('button', { name: 'Remove photo 2' }).focus();
    await user.keyboard('{Enter}');
    expect(latest).toEqual(['/uploads/b.webp']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove photo 2' }));
    await user.keyboard('{Enter}');
    expect(latest).toEqual([]);
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'More photos' }));
  });

  it('speaks Ukrainian when the back office does', () => {
    $adminLang.set('uk');
    render(<Harness initial={['/uploads/a.webp']} />);
    expect(screen.getByRole('heading', { name: 'Інші фото' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Прибрати фото 2' })).toBeTruthy();
    expect(screen.getByLabelText('Завантажити: нове фото')).toBeTruthy();
  });

  it("sets a photo's focal point by the arrow keys and the finish it shows, each photo its own", async () => {
    const user = userEvent.setup();
    render(<Harness initial={['/uploads/a.webp', '/uploads/b.webp']} />);
    screen.getByRole('button', { name: /^Focal point of Photo 3/ }).focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}{Shift>}{ArrowDown}{/Shift}');
    expect(latestSettings).toEqual({ '/uploads/b.webp': { focus: { x: 40, y: 46 } } });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Focal point of Photo 3: 40% across, 46% down');

    const finishes = screen.getAllByRole('combobox', { name: 'Finish shown' });
    await user.selectOptions(finishes[0] as HTMLSelectElement, 'Smoked oak');
    expect(latestSettings).toEqual({
      '/uploads/a.webp': { finish: 'smoked-oak' },
      '/uploads/b.webp': { focus: { x: 40, y: 46 } },
    });
    await user.selectOptions(finishes[0] as HTMLSelectElement, 'None in particular');
    expect(latestSettings['/uploads/a.webp']).toEqual({ finish: null });
  });
});
