import { renderStandalone } from '@servenear/shared/dev';
import App from './App';
import { pages } from './app/pages';

renderStandalone({
  remote: 'remote-booking',
  App,
  pages,
  examplePaths: {
    '/picker-service-booking': '/picker-service-booking?booking_id=1',
    '/service-book': '/service-book?id=1',
    '/feedback': '/feedback?service_id=1',
  },
});
