import type { ReactNode } from 'react';
import type { ConsoleSection } from '../sections/sections';
import { NoAccess } from './NoAccess';
import { useMay } from './useMay';

/** A section's page, or the no-access note for a person whose roles do not open it (an address typed or kept). */
export function SectionGate({ section, children }: { section: ConsoleSection; children: ReactNode }) {
  const may = useMay();
  return may(section.permission) ? children : <NoAccess />;
}
