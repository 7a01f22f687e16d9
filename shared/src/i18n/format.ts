/**
 * The catalogues' placeholders, a small part of ICU MessageFormat that translators know:
 * `{name}` is a value, and `{count, plural, one {# job} other {# jobs}}` picks by the language's
 * plural rules (`#` is the number). Numbers are written in the language's Indian locale.
 */
import { currentLocale } from './runtime';

export type TextValues = Readonly<Record<string, string | number>>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

/** A number as this language writes it (1,23,456.5). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  const locale = currentLocale();
  const key = `${locale}${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format.format(value);
}

function valueText(value: string | number): string {
  return typeof value === 'number' ? formatNumber(value, { maximumFractionDigits: 1 }) : value;
}

/** The end of the `{…}` that opens at `start`, across nested braces; -1 when it is not closed. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && (depth -= 1) === 0) return index;
  }
  return -1;
}

function plural(body: string, count: number, locale: string, values: TextValues): string {
  const options = new Map<string, string>();
  const option = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;
  let at = 0;
  while (at < body.length) {
    option.lastIndex = at;
    const match = option.exec(body);
    if (!match) break;
    const open = option.lastIndex - 1;
    const close = closingBrace(body, open);
    if (close < 0) break;
    options.set(match[1]!, body.slice(open + 1, close));
    at = close + 1;
  }
  const chosen = options.get(`=${count}`) ?? options.get(pluralCategory(locale, count)) ?? options.get('other') ?? '';
  return fill(chosen.replaceAll('#', valueText(count)), values);
}

/** The text with its placeholders filled in; an unknown placeholder stays as written. */
export function fill(template: string, values: TextValues = {}): string {
  let out = '';
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf('{', at);
    if (open < 0) break;
    const close = closingBrace(template, open);
    if (close < 0) break;
    out += template.slice(at, open);
    const inner = template.slice(open + 1, close);
    const [name = '', kind, ...rest] = inner.split(',');
    const value = values[name.trim()];
    if (kind?.trim() === 'plural' && typeof value === 'number') out += plural(rest.join(','), value, currentLocale(), values);
    else out += value === undefined ? template.slice(open, close + 1) : valueText(value);
    at = close + 1;
  }
  return out + template.slice(at);
}

/**
 * The placeholders a text names (`{name}`, and a plural's count): a translation must keep them.
 * @internal The catalogue tests.
 */
export function placeholdersOf(template: string): string[] {
  const names = new Set<string>();
  for (const match of template.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) names.add(match[1]!);
  return [...names].sort();
}
