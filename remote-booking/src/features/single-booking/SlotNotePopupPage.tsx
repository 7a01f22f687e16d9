import { useNavigate } from '@servenear/shared/router';
import { workMethods } from '@servenear/shared/domain';
import { SlotNoteDialog } from './SlotNoteDialog';

/** /slotnote-popup (public): the slot note popup without a service; /slot-booked explains what is missing. */
export default function SlotNotePopupPage() {
  const navigate = useNavigate();
  return <SlotNoteDialog methods={workMethods} onSave={(slot) => navigate('/slot-booked', { state: { slot } })} onClose={() => navigate('/')} />;
}
