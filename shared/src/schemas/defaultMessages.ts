import { z } from 'zod';

/**
 * Plain-English messages for the rules a schema states without a message of its own (a length
 * bound, a type): what a client sees in a 422 and a form under its field. A rule that carries the
 * spec's own message keeps it — zod prefers a schema's message to this map.
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
    default:
      return undefined;
  }
}

z.config({ customError: plainMessage });
