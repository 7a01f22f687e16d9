import type { Resolver, ResolverError, ResolverSuccess } from 'react-hook-form';
import { reasonProblem } from '@servenear/shared/domain';

/** The give-back form's one rule (issue 37), the server's rule without zod: 5 to 500 characters once trimmed. */
type ReasonForm = { reason: string };

export const reasonRules: Resolver<ReasonForm> = (values) => {
  const problem = reasonProblem(values.reason);
  if (problem) {
    const refused: ResolverError<ReasonForm> = { values: {}, errors: { reason: { type: 'reason', message: problem } } };
    return refused;
  }
  const accepted: ResolverSuccess<ReasonForm> = { values: { reason: values.reason.trim() }, errors: {} };
  return accepted;
};
