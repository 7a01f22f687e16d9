import { NotificationsPopup as SharedPopup } from '@servenear/shared/notifications';
import { NotificationList } from './NotificationList';
import { notificationTexts as texts } from './texts';

/** The popup lists the newest few; 'See all' opens /employee-notification with the rest. */
export const POPUP_LATEST = 10;

interface PopupProps {
  /** Where the bell is: on a wide screen the popup hangs under it. */
  anchor: DOMRect;
  onClose(): void;
}

/** The bell's popup, the customer's header's own (@servenear/shared/notifications), with the partner's list. */
export default function NotificationsPopup({ anchor, onClose }: PopupProps) {
  return (
    <SharedPopup title={texts.title} closeLabel={texts.close} anchor={anchor} seeAll={{ to: '/employee-notification', label: texts.seeAll }} onClose={onClose}>
      <NotificationList limit={POPUP_LATEST} onFollow={onClose} />
    </SharedPopup>
  );
}
