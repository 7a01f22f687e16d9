import { useId } from 'react';
import { Link, useParams } from '@servenear/shared/router';
import { parseId } from '@servenear/shared/id';
import { useOpsEnquiry, type OpsEnquiry } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { useMay } from '../../components/access/useMay';
import { EnquiryActions } from './EnquiryActions';
import { EnquiryFacts, OpsReply } from './EnquiryFacts';
import { MoverChooser } from './MoverChooser';
import detail from '../../components/detail/DetailPage.module.css';
import styles from './EnquiryDetailPage.module.css';

const notFound = <p className={detail.note}>There is no such enquiry.</p>;

/** '/ops/enquiries/:id': one enquiry, what the customer asked, and what this person may do with it. */
export default function EnquiryDetailPage() {
  const id = parseId(useParams().id);
  return (
    <>
      <Link className={detail.back} to="/ops/enquiries">
        All enquiries
      </Link>
      {id === null ? notFound : <EnquiryDetail id={id} />}
    </>
  );
}

/** A move ops may still give to a mover: not rejected, and its goods not yet picked up. */
const allocatable = (enquiry: OpsEnquiry) =>
  enquiry.kind === 'pd' && enquiry.status !== 'rejected' && !['picked_up', 'delivered'].includes(enquiry.move_stage ?? '');

function EnquiryDetail({ id }: { id: number }) {
  const may = useMay();
  const enquiry = useOpsEnquiry(id);
  const askedId = useId();
  const replyId = useId();

  return (
    <OpsQueryState query={enquiry} notFound={notFound}>
      {(found) => (
        <>
          <div className={detail.heading}>
            <h1 className={detail.title}>
              Enquiry #{found.id}: {found.title}
            </h1>
          </div>
          <EnquiryActions enquiry={found} />
          <section className={detail.section} aria-labelledby={askedId}>
            <h2 id={askedId} className={detail.sectionTitle}>
              What the customer asked
            </h2>
            <EnquiryFacts enquiry={found} />
            {found.description ? <p className={styles.quoted}>“{found.description}”</p> : null}
            {found.images.length > 0 ? (
              <ul className={styles.photos} aria-label="The customer’s photos">
                {found.images.map((src, index) => (
                  <li key={src}>
                    <a href={src} target="_blank" rel="noreferrer">
                      <img src={src} alt={`Photo ${index + 1} of the goods`} loading="lazy" />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {found.video ? (
              <p>
                <a href={found.video} target="_blank" rel="noreferrer">
                  Open the customer’s video
                </a>
              </p>
            ) : null}
          </section>
          <section className={detail.section} aria-labelledby={replyId}>
            <h2 id={replyId} className={detail.sectionTitle}>
              Our reply
            </h2>
            <OpsReply enquiry={found} />
          </section>
          {may('enquiries.decide') && allocatable(found) ? <MoverChooser enquiry={found} /> : null}
        </>
      )}
    </OpsQueryState>
  );
}
