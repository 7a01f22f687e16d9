import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { PartnerProfileState } from '../../components/layout/PartnerProfileState';
import { BankForm } from './BankForm';

/** '/employee-edit-bank' (partner §3 'bank update', §7 updateprofile1, §8). */
export default function EditBankPage() {
  return (
    <PartnerLayout title="Bank details">
      <PartnerProfileState>{(profile) => <BankForm profile={profile} />}</PartnerProfileState>
    </PartnerLayout>
  );
}
