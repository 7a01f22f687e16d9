import { useState, type ImgHTMLAttributes } from 'react';
import fallbackImage from './fallback-image.svg';

type ServiceImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null;
  width: number;
  height: number;
};

/** customer §9: an item without an image, or whose image fails to load, shows the fallback. */
export function ServiceImage({ src, alt, ...rest }: ServiceImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      src={!src || failed ? fallbackImage : src}
      alt={alt}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
