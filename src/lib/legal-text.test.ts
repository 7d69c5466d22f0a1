import { describe, expect, it } from 'vitest';
import { legalBlocks } from './legal-text.ts';

describe('legalBlocks', () => {
  it.each([
    ['', []],
    [
      'One.\n\nTwo\nlines.',
      [
        { kind: 'paragraph', text: 'One.' },
        { kind: 'paragraph', text: 'Two lines.' },
      ],
    ],
    [
      '## Data\r\n\r\n- name\n- phone',
      [
        { kind: 'heading', text: 'Data' },
        { kind: 'list', items: ['name', 'phone'] },
      ],
    ],
    ['## not\nalone', [{ kind: 'paragraph', text: '## not alone' }]],
    ['- a\nb', [{ kind: 'paragraph', text: '- a b' }]],
    ['<script>alert(1)</script>', [{ kind: 'paragraph', text: '<script>alert(1)</script>' }]],
  ])('%j', (source, blocks) => {
    expect(legalBlocks(source)).toEqual(blocks);
  });
});
