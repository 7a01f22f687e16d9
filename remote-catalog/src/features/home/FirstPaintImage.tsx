import { useState, type ComponentProps } from 'react';
import { ServiceImage } from '@servenear/shared/ui';

/**
 * An image on screen at first paint, the home's Largest Contentful Paint (issue 16): fetched at
 * once and first (`fetchpriority="high"`), and decoded with the rest of the frame rather than
 * after it (ServiceImage always decodes asynchronously). Without an image, or once it fails,
 * it is ServiceImage's fallback, as every other image of the catalogue.
 */
export function FirstPaintImage({ src, ...rest }: ComponentProps<typeof ServiceImage>) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <ServiceImage {...rest} src={null} loading="eager" />;
  return <img {...rest} src={src} loading="eager" fetchPriority="high" onError={() => setFailed(true)} />;
}
