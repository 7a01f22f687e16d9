import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@servenear/shared/router';
import { useSendPartnerResetCode, useVerifyPartnerResetCode } from '@servenear/shared/partner';
import { forgotPasswordSchema } from '@servenear/shared/auth-schemas';
import { Form, MobileField, formStyles } from '@servenear/shared/forms';
import { CodeForm, maskPhone } from '@servenear/shared/codes';
import { fill } from '@servenear/shared/i18n';
import { layoutTexts } from '../../components/layout/texts';
import { NewPasswordStep } from './NewPasswordStep';
import { partnerResetTexts as texts } from './texts';
import styles from '../../components/auth-panel/AuthPanel.module.css';

type MobileValues = { mobile: string };
const mobileRules = zodResolver(forgotPasswordSchema);

type Step = { name: 'mobile' } | { name: 'code'; mobile: string; message: string } | { name: 'password'; resetToken: string };

/**
 * '/employee-forgot' (ours, issue 36): the partner's forgot-password, the customer's /forgot
 * flow under /api/employee, on one page: mobile number → texted code → new password (with the
 * single-use reset token the code was traded for) → the login page.
 */
export default function PartnerForgotPage() {
  const headingId = useId();
  const sendCode = useSendPartnerResetCode();
  const verifyCode = useVerifyPartnerResetCode();
  const [step, setStep] = useState<Step>({ name: 'mobile' });
  const title = { mobile: texts.forgotTitle, code: texts.codeTitle, password: texts.resetTitle }[step.name];

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.panel}>
        <p className={styles.brand}>{layoutTexts.brandPartner}</p>
        <h1 id={headingId} className={styles.heading}>
          {title}
        </h1>
        {step.name === 'mobile' ? (
          <>
            <p className={styles.intro}>{texts.forgotIntro}</p>
            <Form<MobileValues>
              rules={mobileRules}
              defaultValues={{ mobile: '' }}
              onSubmit={async ({ mobile }) => setStep({ name: 'code', mobile, message: await sendCode.mutateAsync(mobile) })}
              failure={{ network: texts.networkError, fallback: texts.somethingWrong }}
              submitLabel={texts.sendCode}
              submittingLabel={texts.processing}
            >
              <MobileField<MobileValues> name="mobile" label={texts.mobile} autoComplete="tel" />
            </Form>
          </>
        ) : null}
        {step.name === 'code' ? (
          <CodeForm
            legend={fill(texts.codeLegend, { masked: maskPhone(step.mobile) })}
            timings={null}
            notice={step.message}
            onVerify={async (otp) => setStep({ name: 'password', resetToken: await verifyCode.mutateAsync({ mobile: step.mobile, otp }) })}
          >
            <button type="button" className={formStyles.linkButton} onClick={() => setStep({ name: 'mobile' })}>
              {texts.otherNumber}
            </button>
          </CodeForm>
        ) : null}
        {step.name === 'password' ? (
          <>
            <p className={styles.intro}>{texts.resetIntro}</p>
            <NewPasswordStep resetToken={step.resetToken} />
          </>
        ) : null}
        <div className={styles.links}>
          <p>
            <Link to="/employee-login">{texts.backToLogin}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
