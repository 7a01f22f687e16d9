import { renderStandalone } from '@servenear/shared/dev';
import App from './App';
import { pages } from './app/pages';

renderStandalone({ remote: 'remote-ops', App, pages, examplePaths: { '/ops/*': '/ops' } });
