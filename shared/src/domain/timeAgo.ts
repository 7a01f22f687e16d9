import { currentLocale, defineTexts, fill } from '@servenear/shared/i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const texts = defineTexts(
  {
    justNow: 'Just now',
    minutesAgo: '{count} min ago',
    hoursAgo: '{count, plural, one {# hour ago} other {# hours ago}}',
    yesterday: 'Yesterday',
    daysAgo: '{count} days ago',
  },
  { hi: () => import('./timeAgo.hi.json'), ta: () => import('./timeAgo.ta.json') },
);

// One formatter per locale, made when first needed: building one loads the locale's data.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function indianDate(): Intl.DateTimeFormat {
  const locale = currentLocale();
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })));
  return format;
}

/**
 * When something happened, as a notification says it: 'Just now', '5 min ago', '3 hours ago',
 * 'Yesterday', '3 days ago', then the date in India ('21 Feb 2026'), in the language of the
 * moment. A time ahead of this device's clock (a phone set a little slow) is 'Just now'.
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (elapsed < MINUTE) return texts.justNow;
  if (elapsed < HOUR) return fill(texts.minutesAgo, { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return fill(texts.hoursAgo, { count: Math.floor(elapsed / HOUR) });
  if (elapsed < 7 * DAY) {
    const days = Math.floor(elapsed / DAY);
    return days === 1 ? texts.yesterday : fill(texts.daysAgo, { count: days });
  }
  return indianDate().format(new Date(iso));
}
