import { useEffect, useState } from 'react';

/**
 * A temporary URL for a chosen file (a photo preview), released when the file changes or
 * the page closes. Null where the browser cannot make one, so the page shows its fallback.
 */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      // An object URL is a resource outside React, made and released with the file, so the
      // effect is where it lives; clearing the old one here keeps the two in step.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
