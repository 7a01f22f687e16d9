import { Link, useParams } from '@servenear/shared/router';
import { parseId } from '@servenear/shared/id';
import { useOpsPartner, useOpsPartnerKyc } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { useMay } from '../../components/access/useMay';
import { IdProofs } from './IdProofs';
import { KycDetails } from './KycDetails';
import { PartnerActions } from './PartnerActions';
import { PartnerFacts } from './PartnerFacts';
import { StatusBadge } from './StatusBadge';
import styles from './PartnerDetailPage.module.css';

const notFound = <p className={styles.note}>There is no such partner.</p>;

/** '/ops/partners/:id': one partner, their ID proofs and KYC, and what this person may decide. */
export default function PartnerDetailPage() {
  const id = parseId(useParams().id);
  return (
    <>
      <Link className={styles.back} to="/ops/partners">
        All partners
      </Link>
      {id === null ? notFound : <PartnerDetail id={id} />}
    </>
  );
}

function PartnerDetail({ id }: { id: number }) {
  const may = useMay();
  const seesKyc = may('partners.kyc');
  const partner = useOpsPartner(id);
  // Support may look a partner up but not read his KYC: it is not asked for.
  const kyc = useOpsPartnerKyc(id, seesKyc);

  return (
    <OpsQueryState query={partner} notFound={notFound}>
      {(details) => (
        <>
          <div className={styles.heading}>
            <h1 className={styles.title}>{details.name}</h1>
            <StatusBadge status={details.verification_status} />
          </div>
          <PartnerActions partner={details} kyc={kyc.data ?? null} />
          <PartnerFacts partner={details} suspensionReason={kyc.data?.suspension_reason ?? null} />
          <section className={styles.section} aria-labelledby={`proofs-${id}`}>
            <h2 id={`proofs-${id}`} className={styles.sectionTitle}>
              ID proofs
            </h2>
            <IdProofs proofs={details.id_proofs} />
          </section>
          {seesKyc ? (
            <section className={styles.section} aria-labelledby={`kyc-${id}`}>
              <h2 id={`kyc-${id}`} className={styles.sectionTitle}>
                KYC
              </h2>
              <OpsQueryState query={kyc}>{(data) => <KycDetails kyc={data} />}</OpsQueryState>
            </section>
          ) : null}
        </>
      )}
    </OpsQueryState>
  );
}
