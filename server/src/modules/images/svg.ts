import type { ImageKind } from './urls';

/** Calm tones per category (1 Industry & Factory … 4 Tutor/Consultancies); 0 for anything else. */
const palette: Record<number, { background: string; accent: string }> = {
  0: { background: '#e8eef3', accent: '#4a6378' },
  1: { background: '#e3ebf3', accent: '#35597a' },
  2: { background: '#e2f1ee', accent: '#2f7a6e' },
  3: { background: '#f6ebe3', accent: '#a35d35' },
  4: { background: '#ece7f4', accent: '#66508f' },
};

/** Simple glyphs: gear, shop awning, house, open book. */
const glyphs: Record<number, string> = {
  0: '<circle cx="0" cy="0" r="26" fill="none" stroke-width="8"/>',
  1: '<circle cx="0" cy="0" r="18" fill="none" stroke-width="8"/><path d="M-4-34h8v10h-8zM-4 24h8v10h-8zM-34-4h10v8h-10zM24-4h10v8h-10z" stroke="none"/>',
  2: '<path d="M-34-14l8-18h52l8 18zM-28-10h56v40h-56z" fill="none" stroke-width="7" stroke-linejoin="round"/>',
  3: '<path d="M-32 0l32-28 32 28M-22-6v34h44v-34" fill="none" stroke-width="7" stroke-linejoin="round"/>',
  4: '<path d="M0-20c-10-8-24-10-34-8v44c10-2 24 0 34 8 10-8 24-10 34-8v-44c-10-2-24 0-34 8zM0-20v44" fill="none" stroke-width="6" stroke-linejoin="round"/>',
};

const sizes: Record<ImageKind, { width: number; height: number }> = {
  category: { width: 400, height: 300 },
  subcategory: { width: 400, height: 300 },
  service: { width: 600, height: 400 },
  banner: { width: 1200, height: 400 },
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`);
}

export interface TileOptions {
  kind: ImageKind;
  title: string;
  categoryId: number;
  /** 2 and 3 are the extra pictures of a service: same colours, glyph placed elsewhere. */
  variant: number;
}

/** A flat tile: category colour, glyph and the (escaped) name. */
export function renderTile({ kind, title, categoryId, variant }: TileOptions): string {
  const { width, height } = sizes[kind];
  const colours = palette[categoryId] ?? palette[0]!;
  const glyph = glyphs[categoryId] ?? glyphs[0]!;
  const glyphX = variant === 2 ? width * 0.25 : variant === 3 ? width * 0.75 : width / 2;
  const scale = kind === 'banner' ? 2 : 1.4;
  const fontSize = kind === 'banner' ? 56 : Math.max(20, Math.min(34, Math.floor((width * 1.6) / Math.max(title.length, 8))));
  const shade = variant === 2 ? 0.12 : variant === 3 ? 0.2 : 0.06;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<rect width="${width}" height="${height}" fill="${colours.background}"/>`,
    `<circle cx="${width * 0.85}" cy="${height * 0.1}" r="${height * 0.45}" fill="${colours.accent}" fill-opacity="${shade}"/>`,
    `<g transform="translate(${glyphX} ${height * 0.4}) scale(${scale})" stroke="${colours.accent}" fill="${colours.accent}">${glyph}</g>`,
    `<text x="${width / 2}" y="${height * 0.82}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="600" fill="${colours.accent}">${escapeXml(title)}</text>`,
    '</svg>',
  ].join('');
}
