import { useEffect, useState } from 'react';

/**
 * A temporary URL for a chosen file (a photo preview), released when the file changes or
 * the page closes. Null where the browser cannot make one, so the page shows its fallback.
 */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
