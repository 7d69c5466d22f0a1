// How each demo door looks in its pictures (its leaf and casing colours, its style and surface), by the seed's slug:
// the seed's pictures (make-seed-images.ts) and the site's own (make-site-images.ts) draw the doors so.
import type { Look } from './seed-scenes.ts';

export const looks: Record<string, Look> = {
  'classic-oak': { leaf: '#b0834f', trim: '#8a6034', style: 'raised', surface: 'veneer' },
  'classic-walnut': { leaf: '#6b4a33', trim: '#4f3523', style: 'raised', surface: 'veneer' },
  'classic-ivory': { leaf: '#ede3cf', trim: '#d6c8ad', style: 'raised', surface: 'satin' },
  'classic-glass': { leaf: '#a77b48', trim: '#845c31', style: 'glass', surface: 'veneer' },
  'modern-line': { leaf: '#e9e6e1', trim: '#cfcac2', style: 'line', surface: 'satin' },
  'modern-graphite': { leaf: '#3b3d40', trim: '#2a2b2d', style: 'line', surface: 'satin' },
  'modern-sand': { leaf: '#d9c6a5', trim: '#bfa983', style: 'plain', surface: 'satin' },
  'minimal-white': { leaf: '#f6f5f2', trim: '#dedbd4', style: 'plain', surface: 'satin' },
  'minimal-ash': { leaf: '#d8c3a0', trim: '#bca47c', style: 'plain', surface: 'veneer' },
  'minimal-black': { leaf: '#1f1f21', trim: '#111112', style: 'line', surface: 'gloss' },
  'loft-frame': { leaf: '#222325', trim: '#141415', style: 'loft', surface: 'metal' },
  'loft-reeded': { leaf: '#222325', trim: '#141415', style: 'reeded', surface: 'metal' },
  'loft-oak': { leaf: '#9c7143', trim: '#222325', style: 'boards', surface: 'metal' },
  'concealed-basic': { leaf: '#eeebe6', trim: '#e4e0d9', style: 'concealed', surface: 'satin' },
  'concealed-premium': { leaf: '#e2ddd5', trim: '#d7d1c7', style: 'concealed', surface: 'satin' },
  'concealed-universal': { leaf: '#f1efea', trim: '#e8e5df', style: 'concealed', surface: 'satin' },
};
