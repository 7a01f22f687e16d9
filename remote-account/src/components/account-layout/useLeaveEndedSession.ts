import { useNavigate } from 'react-router-dom';
import { ApiError, sessionEndedText } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';

/**
 * For a write of the customer's own data: a 401 means the server ended the session, so say
 * so, forget it here and go home, as a read does (customer §6). The returned function answers
 * whether the error was that, so the form shows nothing more.
 */
export function useLeaveEndedSession(): (error: unknown) => boolean {
  const { notify, endSession } = useHost();
  const navigate = useNavigate();
  return (error) => {
    if (!(error instanceof ApiError && error.status === 401)) return false;
    notify('error', sessionEndedText);
    endSession();
    navigate('/', { replace: true });
    return true;
  };
}
