import { useState } from 'react';
import fallbackImage from './fallback-image.svg';

interface ServiceImageProps {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/** customer §9: an item without an image, or whose image fails to load, shows the fallback. */
export function ServiceImage({ src, alt, width, height, className }: ServiceImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={!src || failed ? fallbackImage : src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
