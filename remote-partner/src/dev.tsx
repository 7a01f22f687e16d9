import { renderStandalone } from '@servenear/shared/dev';
import App from './App';
import { pages } from './app/pages';

renderStandalone({ remote: 'remote-partner', App, pages, examplePaths: {} });
