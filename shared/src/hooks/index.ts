// Tiny behaviour hooks the shell's header, the partner layout and the remotes' carousels share.
// Their own area, so the visitor's landing page does not also load the remotes' UI kit (Loading, its CSS).
export { useOutsideClick } from './useOutsideClick';
export { useScrolledPast } from './useScrolledPast';
export { ServerViewportContext, useServerViewportWidth } from './serverViewport';
export { useViewportWidth } from './viewportWidth';
export { useMediaQuery } from './useMediaQuery';
