import { renderStandalone } from '@servenear/shared/dev';
import App from './App';
import { pages } from './app/pages';

renderStandalone({
  remote: 'remote-catalog',
  App,
  pages,
  examplePaths: { '/list-of-services': '/list-of-services?category=3', '/service-popup': '/service-popup?id=1' },
});
