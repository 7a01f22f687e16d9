export { dayOf } from '../../components/table/format';

/** The partners' verification states as the console names them. */
export const statusLabels = { pending: 'Pending', verified: 'Verified', rejected: 'Rejected', suspended: 'Suspended' } as const;


/** 2048 → '2 KB', 1_572_864 → '1.5 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** An account number with all but its last four digits hidden, as ops need to tell accounts apart. */
export function maskedAccount(number: string): string {
  const visible = number.slice(-4);
  return number.length > 4 ? `•••• ${visible}` : visible;
}
