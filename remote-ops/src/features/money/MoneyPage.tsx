import { useMay } from '../../components/access/useMay';
import controls from '../../components/controls/controls.module.css';
import { PayoutsPanel } from './PayoutsPanel';
import { RefundsPanel } from './RefundsPanel';

/** '/ops/money': the refunds owed to customers and the payout batches to approve; each person sees the parts their roles allow. */
export default function MoneyPage() {
  const may = useMay();
  return (
    <>
      <h1 className={controls.title}>Money</h1>
      {may('refunds.manage') ? <RefundsPanel /> : null}
      {may('payouts.manage') ? <PayoutsPanel /> : null}
    </>
  );
}
