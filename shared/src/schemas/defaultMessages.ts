import * as z from 'zod/mini';
import { defineTexts, fill } from '@servenear/shared/i18n';

/**
 * Plain-English messages for the rules a schema states without a message of its own (a length
 * bound, a type): what a client sees in a 422 and a form under its field. A rule that carries the
 * spec's own message keeps it — zod prefers a schema's message to this map.
 *
 * Every issue code has its message here: the browser loads zod/mini, which brings no locale, so a
 * code left to zod's English locale (as classic zod loads it) would read 'Invalid input' there.
 * The codes this map had no words of its own for say what that locale said (zod 4's
 * locales/en), so no message changed when the forms moved from classic zod to zod/mini.
 *
 * The words are texts (issue 41): read when a rule refuses a value, so in the language of that
 * moment (the tab's, or on the server the request's). Numbers are put in as written.
 */
export const defaultMessages = defineTexts(
  {
    stringTooLong: 'Must be at most {maximum} characters.',
    listTooLong: 'Must have at most {maximum} items.',
    numberTooBig: 'Must be at most {maximum}.',
    required: 'This field is required.',
    stringTooShort: 'Must be at least {minimum} characters.',
    listTooShort: 'Must have at least {minimum} items.',
    numberTooSmall: 'Must be at least {minimum}.',
    /** The type's name ('array', 'object') after "an". */
    wrongTypeAn: 'Must be an {expected}.',
    /** The type's name ('string', 'number') after "a". */
    wrongTypeA: 'Must be a {expected}.',
    oneOf: 'Must be one of: {values}.',
    unknownFields: '{count, plural, one {Unknown field: {keys}.} other {Unknown fields: {keys}.}}',
    invalidFormat: 'Invalid format.',
    // Zod's English locale's words, as they were before zod/mini.
    notMultipleOf: 'Invalid number: must be a multiple of {divisor}',
    invalidKey: 'Invalid key in {origin}',
    invalidElement: 'Invalid value in {origin}',
    invalidDiscriminator: 'Invalid discriminator value. Expected {options}',
    moreThanOneMatched: 'Invalid input: more than one option matched',
    invalidInput: 'Invalid input',
  },
  { hi: () => import('./defaultMessages.hi.json'), ta: () => import('./defaultMessages.ta.json') },
);

export function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const texts = defaultMessages;
  switch (issue.code) {
    case 'too_big': {
      const maximum = String(issue.maximum);
      if (issue.origin === 'string') return fill(texts.stringTooLong, { maximum });
      if (issue.origin === 'array' || issue.origin === 'set') return fill(texts.listTooLong, { maximum });
      return fill(texts.numberTooBig, { maximum });
    }
    case 'too_small': {
      const minimum = String(issue.minimum);
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? texts.required : fill(texts.stringTooShort, { minimum });
      if (issue.origin === 'array' || issue.origin === 'set') return fill(texts.listTooShort, { minimum });
      return fill(texts.numberTooSmall, { minimum });
    }
    case 'invalid_type':
      if (issue.input === undefined) return texts.required;
      return fill(issue.expected === 'array' || issue.expected === 'object' ? texts.wrongTypeAn : texts.wrongTypeA, { expected: issue.expected });
    case 'invalid_value':
      return fill(texts.oneOf, { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return fill(texts.unknownFields, { count: issue.keys.length, keys: issue.keys.join(', ') });
    case 'invalid_format':
      return texts.invalidFormat;
    // Zod's English locale's words, as they were before zod/mini.
    case 'not_multiple_of':
      return fill(texts.notMultipleOf, { divisor: String(issue.divisor) });
    case 'invalid_key':
      return fill(texts.invalidKey, { origin: issue.origin });
    case 'invalid_element':
      return fill(texts.invalidElement, { origin: issue.origin });
    case 'invalid_union':
      if (Array.isArray(issue.options) && issue.options.length > 0) {
        return fill(texts.invalidDiscriminator, { options: issue.options.map((option) => `'${String(option)}'`).join(' | ') });
      }
      return issue.inclusive === false ? texts.moreThanOneMatched : texts.invalidInput;
    default:
      // 'custom' (a refinement without a message of its own), and any code zod adds later.
      return texts.invalidInput;
  }
}

z.config({ customError: plainMessage });
