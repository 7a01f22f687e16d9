/**
 * A file picker input's aria-describedby: its hint (`<id>-hint`), any `extra` ids (a count), then
 * the FieldMessages it shows now (`<id>-error`, `<id>-note`).
 */
export function pickerDescribedBy(id: string, { error, note }: { error: string | undefined; note: string | null | undefined }, extra: string[] = []): string {
  return [`${id}-hint`, ...extra, error ? `${id}-error` : null, note ? `${id}-note` : null].filter(Boolean).join(' ');
}
