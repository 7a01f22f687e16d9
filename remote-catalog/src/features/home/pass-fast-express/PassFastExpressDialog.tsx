import { useId, useState } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { latestBookingDate } from '@servenear/shared/domain';
import { Dialog } from '@servenear/shared/dialog';
import { MAX_PD_PHOTOS, MIN_PD_PHOTOS, pdEnquiryMessages } from '@servenear/shared/enquiry-texts';
import { useSendPdEnquiry } from '@servenear/shared/enquiries';
import { DateField, Form, gotNoReply, MobileField, TextAreaField } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import { PhotoField, UploadProgress, VideoField } from '@servenear/shared/upload';
import { emptyForm, passFastExpressResolver, todayInIndia, toRequest, type PassFastExpressInput } from './passFastExpressForm';
import { passFastExpressTexts as texts, photoTexts, videoTexts } from './texts';
import styles from './PassFastExpress.module.css';

/**
 * customer §2 'Pass Fast Express popup', §5 'Pass Fast Express form': a pickup-and-delivery
 * enquiry in a narrow dialog (about 500 px, page scroll locked, focus kept inside). Loaded on the
 * first click of the home's Pass Fast Express card, so the home's first visit never downloads the
 * form, its rules or the upload pickers. A failed send keeps everything typed and chosen.
 */
export default function PassFastExpressDialog({ onClose }: { onClose(): void }) {
  const titleId = useId();
  const { session, notify } = useHost();
  const navigate = useNavigate();
  const send = useSendPdEnquiry();
  const [progress, setProgress] = useState(0);
  const [rules] = useState(passFastExpressResolver);
  const today = todayInIndia();

  return (
    <Dialog labelledBy={titleId} closeLabel={texts.close} onClose={onClose} size="narrow">
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {texts.title}
        </h2>
        <p className={styles.intro}>{texts.intro}</p>
        <Form<PassFastExpressInput, Parameters<typeof toRequest>[0]>
          className={styles.form}
          aria-labelledby={titleId}
          rules={rules}
          defaultValues={emptyForm(session?.phoneNumber)}
          onSubmit={async (values) => {
            setProgress(0);
            await send.mutateAsync({
              request: toRequest(values),
              onUploadProgress: (event) => {
                if (event.total) setProgress(Math.round((event.loaded / event.total) * 100));
              },
            });
            notify('success', pdEnquiryMessages.submitted);
            onClose();
            navigate('/');
          }}
          signedIn
          // customer §5: no reply at all, or any other refusal; a 422's field messages go under their fields as well.
          failure={(error) => (gotNoReply(error) ? pdEnquiryMessages.networkError : pdEnquiryMessages.submitFailed)}
          showFailureIn="both"
          submitLabel={texts.submit}
        >
          {(form) => (
            <>
              <TextAreaField<PassFastExpressInput> name="fromaddress" label={texts.fromAddress} rows={2} autoComplete="street-address" maxLength={300} />
              <TextAreaField<PassFastExpressInput> name="toaddress" label={texts.toAddress} rows={2} maxLength={300} />
              <DateField<PassFastExpressInput> name="dob" label={texts.date} hint={texts.dateHint} min={today} max={latestBookingDate(today)} />
              <MobileField<PassFastExpressInput> name="mobile" label={texts.mobile} />
              <TextAreaField<PassFastExpressInput> name="description" label={texts.description} hint={texts.descriptionHint} rows={3} maxLength={2000} />
              <PhotoField<PassFastExpressInput> name="images" texts={photoTexts()} min={MIN_PD_PHOTOS} max={MAX_PD_PHOTOS} />
              <VideoField<PassFastExpressInput> name="video" texts={videoTexts()} />

              {form.formState.isSubmitting ? <UploadProgress percent={progress} label={texts.uploading} /> : null}
            </>
          )}
        </Form>
      </div>
    </Dialog>
  );
}
