import type { Resolver, ResolverError, ResolverSuccess } from 'react-hook-form';
import { reasonProblem } from '@servenear/shared/domain';

type ReasonForm = { reason: string };

/**
 * The one rule of a reason form (issue 37: a customer declines completed work, a partner gives a
 * job back), the server's rule without zod: 5 to 500 characters once trimmed. Without zod, so the
 * dialogs draw and check at once.
 */
export const reasonRules: Resolver<ReasonForm> = (values) => {
  const problem = reasonProblem(values.reason);
  if (problem) {
    const refused: ResolverError<ReasonForm> = { values: {}, errors: { reason: { type: 'reason', message: problem } } };
    return refused;
  }
  const accepted: ResolverSuccess<ReasonForm> = { values: { reason: values.reason.trim() }, errors: {} };
  return accepted;
};
