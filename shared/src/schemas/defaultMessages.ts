import * as z from 'zod/mini';

/**
 * Plain-English messages for the rules a schema states without a message of its own (a length
 * bound, a type): what a client sees in a 422 and a form under its field. A rule that carries the
 * spec's own message keeps it — zod prefers a schema's message to this map.
 *
 * Every issue code has its message here: the browser loads zod/mini, which brings no locale, so a
 * code left to zod's English locale (as classic zod loads it) would read 'Invalid input' there.
 * The codes this map had no words of its own for say what that locale said (zod 4's
 * locales/en), so no message changed when the forms moved from classic zod to zod/mini.
 */
export function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return `Must be at most ${issue.maximum} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Must have at most ${issue.maximum} items.`;
      return `Must be at most ${issue.maximum}.`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'This field is required.' : `Must be at least ${issue.minimum} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Must have at least ${issue.minimum} items.`;
      return `Must be at least ${issue.minimum}.`;
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required.';
      return `Must be ${issue.expected === 'array' || issue.expected === 'object' ? 'an' : 'a'} ${issue.expected}.`;
    case 'invalid_value':
      return `Must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    case 'invalid_format':
      return 'Invalid format.';
    // Zod's English locale's words, as they were before zod/mini.
    case 'not_multiple_of':
      return `Invalid number: must be a multiple of ${issue.divisor}`;
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`;
    case 'invalid_element':
      return `Invalid value in ${issue.origin}`;
    case 'invalid_union':
      if (Array.isArray(issue.options) && issue.options.length > 0) return `Invalid discriminator value. Expected ${issue.options.map((option) => `'${String(option)}'`).join(' | ')}`;
      return issue.inclusive === false ? 'Invalid input: more than one option matched' : 'Invalid input';
    default:
      // 'custom' (a refinement without a message of its own), and any code zod adds later.
      return 'Invalid input';
  }
}

z.config({ customError: plainMessage });
