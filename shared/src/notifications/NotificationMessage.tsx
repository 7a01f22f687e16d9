import { messageParts } from './messageParts';
import styles from './NotificationMessage.module.css';

interface MessageProps {
  text: string;
  className?: string;
  /** A paragraph, or a span where the message sits inside a link. */
  as?: 'p' | 'span';
}

/** A notification's message with each booking reference kept on one line. */
export function NotificationMessage({ text, className, as: Tag = 'p' }: MessageProps) {
  return (
    <Tag className={className}>
      {messageParts(text).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className={styles.reference}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </Tag>
  );
}
