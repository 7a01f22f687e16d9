import { zodResolver } from '@hookform/resolvers/zod';
import { TextAreaField, TextField } from '@servenear/shared/forms';
import {
  opsServiceRatesFormSchema,
  opsServiceRejectionFormSchema,
  useOpsServiceDecision,
  type OpsPartnerService,
  type OpsServiceRatesForm,
  type OpsServiceRejectionForm,
} from '@servenear/shared/ops-api';
import { ConfirmDialog, noRules } from '../../components/actions/ConfirmDialog';
import { rupees } from './rupees';
import styles from './ServicesPage.module.css';

const ratesRules = zodResolver(opsServiceRatesFormSchema);
const reasonRules = zodResolver(opsServiceRejectionFormSchema);

/**
 * Approves a service: linked to the catalogue service of its name at that service's rates, or,
 * when the subcategory has none, made into one at the day and hour rates given here.
 */
export function ApproveDialog({ service, onClose }: { service: OpsPartnerService; onClose(): void }) {
  const decide = useOpsServiceDecision();
  const match = service.catalogue_service;
  return (
    <ConfirmDialog<OpsServiceRatesForm>
      question={`Approve ${service.name}?`}
      consequence={
        match ? (
          <p>
            {service.partner_name} is listed for the catalogue’s “{match.name}” ({rupees(match.rate_per_day)} a day, {rupees(match.rate_per_hour)} an hour) near where they work, and is told.
          </p>
        ) : (
          <p>
            “{service.name}” becomes a new service in {service.subcategory_name}, at the rates you give; {service.partner_name} is listed for it near where they work, and is told.
          </p>
        )
      }
      confirm="Approve"
      tone="primary"
      rules={match ? noRules<OpsServiceRatesForm>() : ratesRules}
      defaultValues={{ rate_per_day: '', rate_per_hour: '' }}
      onConfirm={(values) =>
        decide.mutateAsync({
          id: service.action_id,
          decision: 'approve',
          rates: match ? {} : { rate_per_day: Number(values.rate_per_day), rate_per_hour: Number(values.rate_per_hour) },
        })
      }
      onClose={onClose}
    >
      {match ? null : (
        <div className={styles.rates}>
          <TextField<OpsServiceRatesForm> name="rate_per_day" label="Rate a day (₹)" inputMode="numeric" autoComplete="off" />
          <TextField<OpsServiceRatesForm> name="rate_per_hour" label="Rate an hour (₹)" inputMode="numeric" autoComplete="off" />
        </div>
      )}
    </ConfirmDialog>
  );
}

/** Rejects a service with the reason the partner reads; they may edit it, which asks again. */
export function RejectDialog({ service, onClose }: { service: OpsPartnerService; onClose(): void }) {
  const decide = useOpsServiceDecision();
  return (
    <ConfirmDialog<OpsServiceRejectionForm>
      question={`Reject ${service.name}?`}
      consequence={<p>Customers never see it. {service.partner_name} is told your reason, and may edit the service to ask again.</p>}
      confirm="Reject"
      tone="danger"
      rules={reasonRules}
      defaultValues={{ reason: '' }}
      onConfirm={({ reason }) => decide.mutateAsync({ id: service.action_id, decision: 'reject', reason })}
      onClose={onClose}
    >
      <TextAreaField<OpsServiceRejectionForm> name="reason" label="Reason (the partner is told)" maxLength={300} />
    </ConfirmDialog>
  );
}
