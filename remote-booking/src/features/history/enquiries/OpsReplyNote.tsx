import { formatRupees } from '@servenear/shared/domain';
import type { EnquiryStatus, OpsReply } from '@servenear/shared/enquiries';
import { fill } from '@servenear/shared/i18n';
import { dayOf } from '../dates';
import { enquiryTexts as texts } from '../texts';
import styles from './Enquiries.module.css';

/** What ops said: the answer and its quote, the reason for a refusal, or that an answer is coming. */
export function OpsReplyNote({ status, reply }: { status: EnquiryStatus; reply: OpsReply }) {
  if (status === 'pending') return <p className={styles.waiting}>{texts.waiting}</p>;
  const rejected = status === 'rejected';
  return (
    <section className={rejected ? `${styles.reply} ${styles.rejected}` : styles.reply}>
      <h3 className={styles.replyTitle}>{rejected ? texts.reasonTitle : texts.answerTitle}</h3>
      {reply.answer ? <p className={styles.answer}>{reply.answer}</p> : null}
      {!rejected && reply.quote !== null ? <p className={styles.quote}>{fill(texts.quote, { price: formatRupees(reply.quote) })}</p> : null}
      {reply.answeredAt ? <p className={styles.answeredOn}>{fill(texts.answeredOn, { date: dayOf(reply.answeredAt) })}</p> : null}
    </section>
  );
}
