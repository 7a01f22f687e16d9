import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { PartnerProfileState } from '../../components/layout/PartnerProfileState';
import { bankFieldTexts } from '../../components/bank/bankHints';
import { BankForm } from './BankForm';

/** '/employee-edit-bank' (partner §3 'bank update', §7 updateprofile1, §8). */
export default function EditBankPage() {
  return (
    <PartnerLayout title={bankFieldTexts.heading}>
      {/* Drawn anew when the saved details come back: the server names the bank from the IFSC. */}
      <PartnerProfileState>
        {(profile) => <BankForm key={`${profile.bankName}|${profile.accountNumber}|${profile.ifscCode}`} profile={profile} />}
      </PartnerProfileState>
    </PartnerLayout>
  );
}
