import type { ReactNode } from 'react';
import styles from './NotificationsPopup.module.css';

const reply = 'M4 5h16v11H9l-5 4V5Z';
function answered() {
  return <path d={`${reply}M9 10.5l2 2 4-4`} />;
}
function refused() {
  return <path d={`${reply}M10 8.5l4 4M14 8.5l-4 4`} />;
}

const rupee = <path d="M7 5h10M7 9h10M7 5c5 0 5 8 0 8h-.5L14 20" />;

/** One glyph per kind of event, so a list of them reads at a glance; an unknown kind gets the bell's. */
const glyphs: Record<string, ReactNode> = {
  booking_received: <path d="M5 6h14v14H5zM5 10h14M9 3v4M15 3v4M9 15l2 2 4-4" />,
  partner_assigned: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM5 20a7 7 0 0 1 14 0" />,
  // Sent by SMS: a message.
  start_code_sent: <path d="M4 5h16v11H9l-5 4V5ZM8 10h.01M12 10h.01M16 10h.01" />,
  work_completed: <path d="M4 12.5 9 17.5 20 6.5" />,
  // A rupee: a refund on its way, and paid back (issue 38).
  refund_recorded: rupee,
  refund_processed: rupee,
  // Ops' reply to an enquiry: a message with a tick, or with a cross for a refusal.
  service_enquiry_answered: answered(),
  pd_enquiry_answered: answered(),
  service_enquiry_rejected: refused(),
  pd_enquiry_rejected: refused(),
};
const bell = <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2ZM10 20a2 2 0 0 0 4 0" />;

export function KindIcon({ kind }: { kind: string }) {
  return (
    <span className={styles.icon} data-kind={kind} aria-hidden="true">
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {glyphs[kind] ?? bell}
      </svg>
    </span>
  );
}
