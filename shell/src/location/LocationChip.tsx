import { fill } from '@servenear/shared/i18n';
import { PinIcon } from '../layout/icons';
import { locationTexts } from './texts';
import { useLocationLabel } from './useResolveLocation';

/**
 * customer §2 'Location chip opening the address popup'. The same button is a chip in the
 * header bar on wider screens and a full-width line under it on phones (the class says which).
 */
export function LocationChip({ className, textClassName, onOpen }: { className?: string; textClassName?: string; onOpen(): void }) {
  const label = useLocationLabel();
  return (
    <button type="button" className={className} onClick={onOpen} aria-label={fill(locationTexts.chip, { label })} title={label}>
      <PinIcon />
      <span className={textClassName}>{label}</span>
    </button>
  );
}
