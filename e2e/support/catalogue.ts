import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * Issue 41: a text as a translator wrote it, from the catalogue beside its English: `texts.ts` of
 * `folder` → `texts.<language>.json`, at `key` ('pay' or 'cart.title'), its `{placeholders}` filled.
 * Journeys find screens by the words a person reads, in the language they read them.
 */
export function translated(file: string, language: 'hi' | 'ta', key: string, values: Record<string, string | number> = {}): string {
  const catalogue = JSON.parse(readFileSync(path.join(repoRoot, file.replace(/\.tsx?$/, `.${language}.json`)), 'utf8')) as Record<string, unknown>;
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof text !== 'string') throw new Error(`${file} has no ${language} text at ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A catalogue reader for one file: `t('pay', { amount })`. */
export const catalogue = (file: string, language: 'hi' | 'ta') => (key: string, values?: Record<string, string | number>) => translated(file, language, key, values);
