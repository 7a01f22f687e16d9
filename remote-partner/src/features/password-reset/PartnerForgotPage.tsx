import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@servenear/shared/router';
import { useSendPartnerResetCode, useVerifyPartnerResetCode } from '@servenear/shared/partner';
import { forgotPasswordSchema } from '@servenear/shared/auth-schemas';
import { CodeForm, Form, MobileField, formStyles, maskPhone } from '@servenear/shared/forms';
import { partnerResetTexts as texts } from './texts';
import styles from '../../components/auth-panel/AuthPanel.module.css';

type MobileValues = { mobile: string };
const mobileRules = zodResolver(forgotPasswordSchema);

/**
 * '/employee-forgot' (ours, issue 36): the partner's forgot-password, the customer's /forgot
 * flow under /api/employee: mobile number → texted code → /employee-reset-password with a
 * single-use reset token.
 */
export default function PartnerForgotPage() {
  const headingId = useId();
  const navigate = useNavigate();
  const sendCode = useSendPartnerResetCode();
  const verifyCode = useVerifyPartnerResetCode();
  const [sent, setSent] = useState<{ mobile: string; message: string } | null>(null);

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.panel}>
        <p className={styles.brand}>ServeNear Partner</p>
        <h1 id={headingId} className={styles.heading}>
          {sent ? texts.codeTitle : texts.forgotTitle}
        </h1>
        {sent ? (
          <CodeForm
            legend={texts.codeLegend(maskPhone(sent.mobile))}
            timings={null}
            notice={sent.message}
            onVerify={async (otp) => {
              const resetToken = await verifyCode.mutateAsync({ mobile: sent.mobile, otp });
              navigate('/employee-reset-password', { state: { resetToken } });
            }}
          >
            <button type="button" className={formStyles.linkButton} onClick={() => setSent(null)}>
              {texts.otherNumber}
            </button>
          </CodeForm>
        ) : (
          <>
            <p className={styles.intro}>{texts.forgotIntro}</p>
            <Form<MobileValues>
              rules={mobileRules}
              defaultValues={{ mobile: '' }}
              onSubmit={async ({ mobile }) => setSent({ mobile, message: await sendCode.mutateAsync(mobile) })}
              failure={{ network: texts.networkError, fallback: texts.somethingWrong }}
              submitLabel={texts.sendCode}
              submittingLabel={texts.processing}
            >
              <MobileField<MobileValues> name="mobile" label="Mobile number" autoComplete="tel" />
            </Form>
          </>
        )}
        <div className={styles.links}>
          <p>
            <Link to="/employee-login">{texts.backToLogin}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
