import { renderStandalone } from '@servenear/shared/dev';
import App from './App';
import { pages } from './app/pages';

renderStandalone({ remote: 'remote-account', App, pages, examplePaths: { '/pages/:slug': '/pages/about-us' } });
