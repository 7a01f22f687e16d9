// What the customer's bell (shell), /notification (remote-account) and the partner's bell draw
// alike. An area of its own: only a page that shows notifications downloads it (the shell imports
// it from the popup it loads when the bell is first opened), not every page that loads ./domain.
export { NotificationMessage } from './NotificationMessage';
export { NotificationsPopup } from './NotificationsPopup';
