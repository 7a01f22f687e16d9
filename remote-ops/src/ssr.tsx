/**
 * The remote's server render (built into dist/ssr/render.cjs, published with the release): the
 * shell's server paints the console's page from it before the browser has run any of its code.
 */
import { createRemotePageRenderer } from '@servenear/shared/ssr';
import App from './App';

export const renderPage = createRemotePageRenderer(App);
