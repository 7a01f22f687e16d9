import { useEffect, useRef } from 'react';

/** The newest value, for effects that must not re-run when a callback's identity changes
 * (the host contract does not promise stable functions). */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
