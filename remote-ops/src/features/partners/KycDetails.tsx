import { dateLabel } from '@servenear/shared/domain';
import type { OpsPartnerKyc } from '@servenear/shared/ops-api';
import { dayOf, maskedAccount } from './format';
import styles from './PartnerDetailPage.module.css';

const given = (value: string | null) => value ?? 'Not given';
/** The wire's 'male' as 'Male'. */
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** What ops check before verifying: age, address, the confirmed mobile and the bank details payouts go to. */
export function KycDetails({ kyc }: { kyc: OpsPartnerKyc }) {
  const { bank } = kyc;
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Date of birth</dt>
          <dd>{kyc.dob ? dateLabel(kyc.dob) : 'Not given'}</dd>
        </div>
        <div>
          <dt>Age</dt>
          <dd>{kyc.age === null ? 'Unknown' : `${kyc.age} years`}</dd>
        </div>
        <div>
          <dt>Gender</dt>
          <dd>{kyc.gender ? capitalised(kyc.gender) : 'Not given'}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{given(kyc.address)}</dd>
        </div>
        <div>
          <dt>Mobile confirmed</dt>
          <dd>{kyc.mobile_confirmed ? 'Yes' : 'No'}</dd>
        </div>
      </dl>
      <h3 className={styles.subTitle}>Bank details</h3>
      {bank.payout_hold ? (
        <p className={styles.warning}>
          Changed{bank.changed_at ? ` on ${dayOf(bank.changed_at)}` : ''} and not yet checked: payouts wait until ops confirm them.
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Account holder</dt>
          <dd>{given(bank.account_holder_name)}</dd>
        </div>
        <div>
          <dt>Account number</dt>
          <dd>{bank.account_number ? maskedAccount(bank.account_number) : 'Not given'}</dd>
        </div>
        <div>
          <dt>IFSC</dt>
          <dd>
            {given(bank.ifsc_code)}
            {bank.ifsc_code && !bank.ifsc_known ? <span className={styles.flag}> (no such branch in the RBI list)</span> : null}
          </dd>
        </div>
        <div>
          <dt>Bank</dt>
          <dd>{given(bank.bank_name)}</dd>
        </div>
        <div>
          <dt>Branch</dt>
          <dd>{given(bank.branch_name)}</dd>
        </div>
      </dl>
    </>
  );
}
