import { useState } from 'react';
import type { MediumState } from '@servenear/shared/media-states';
import { Link } from '@servenear/shared/router';
import { CheckboxField, EmailField, Form, MobileField, SelectField, serverMessage, TextAreaField, TextField } from '@servenear/shared/forms';
import { PhotoField, UploadProgress, VideoField } from '@servenear/shared/upload';
import { MAX_SERVICE_PHOTOS } from '@servenear/shared/partner-texts';
import { CatalogueSelects, type ServiceChoiceMode } from './CatalogueSelects';
import { serviceFormResolver, type ServiceFormInput, type ServiceFormMode, type ServiceFormOutput } from './serviceForm';
import { employeeTypeOptions, photoFieldTexts, serviceTexts, storedPhotoTexts, videoFieldTexts } from './texts';
import styles from './Services.module.css';

/** What the form reads of axios's upload progress. */
export interface UploadProgressEvent {
  loaded: number;
  total?: number;
}

export interface ServiceFormProps {
  mode: ServiceFormMode;
  defaultValues: ServiceFormInput;
  /** 'fixed-other' when editing an "other" service. */
  serviceChoice?: ServiceChoiceMode;
  /** An approved "other" service keeps its name. */
  customServiceReadOnly?: boolean;
  storedPhotos?: readonly string[];
  /** Issue 37: each stored photo's state, and the stored video's: one not ready is said so, not shown. */
  storedPhotoStates?: readonly MediumState[];
  hasStoredVideo?: boolean;
  storedVideoState?: MediumState;
  /** Sends the checked form; resolves with the server's message. */
  submit(form: ServiceFormOutput, onUploadProgress: (event: UploadProgressEvent) => void): Promise<string>;
  /** The server took it: the page toasts and moves on. */
  onDone(message: string): void;
  /** What a failure without the server's own words says (partner §8). */
  failure: string;
}

/**
 * The service form of /service-upload and the edit screens (partner §2, §3, §5): contact
 * details, the catalogue selects, employee type, description, photos, video and the
 * confirmation box; the shared schema's messages under the fields, the server's 422 mapped
 * onto them, and a progress bar while the files go up.
 */
export function ServiceForm({ mode, defaultValues, serviceChoice = 'choose', customServiceReadOnly = false, storedPhotos, storedPhotoStates, hasStoredVideo, storedVideoState = 'ready', submit, onDone, failure }: ServiceFormProps) {
  const [progress, setProgress] = useState(0);
  const [rules] = useState(() => serviceFormResolver(mode));
  const edit = mode === 'edit';

  return (
    <Form<ServiceFormInput, ServiceFormOutput>
      className={styles.form}
      rules={rules}
      defaultValues={defaultValues}
      onSubmit={async (values) => {
        setProgress(0);
        const message = await submit(values, (event) => {
          if (event.total) setProgress(Math.round((event.loaded / event.total) * 100));
        });
        onDone(message);
      }}
      signedIn
      // partner §8: a refusal shows the server's message; anything else the screen's own words.
      failure={(error, fieldsShown) => serverMessage(error) ?? (fieldsShown ? serviceTexts.fixFields : failure)}
      showFailureIn="both"
      submitLabel={edit ? serviceTexts.save : serviceTexts.upload}
      submittingLabel={edit ? serviceTexts.savingButton : serviceTexts.uploadingButton}
      footer={
        edit ? null : (
          <p className={styles.footnote}>
            <Link to="/add-service">{serviceTexts.addLink}</Link>
          </p>
        )
      }
    >
      {(form) => (
        <>
          <fieldset className={styles.section}>
            <TextField<ServiceFormInput> name="name" label={serviceTexts.name} autoComplete="name" maxLength={120} />
            <MobileField<ServiceFormInput> name="mobile" label={serviceTexts.mobile} />
            <EmailField<ServiceFormInput> name="email" label={serviceTexts.email} />
            <TextAreaField<ServiceFormInput> name="address" label={serviceTexts.address} rows={2} autoComplete="street-address" maxLength={300} />
          </fieldset>
          <fieldset className={styles.section}>
            <CatalogueSelects service={serviceChoice} customServiceReadOnly={customServiceReadOnly} />
            <SelectField<ServiceFormInput> name="employeeType" label={serviceTexts.employeeType} placeholder={serviceTexts.chooseEmployeeType} options={employeeTypeOptions()} />
            <TextAreaField<ServiceFormInput> name="description" label={serviceTexts.description} hint={serviceTexts.descriptionHint} rows={4} maxLength={2000} />
          </fieldset>
          <fieldset className={styles.section}>
            <PhotoField<ServiceFormInput>
              name="images"
              texts={photoFieldTexts()}
              // partner §5: 1 to 3 on upload; on edit none (the stored ones stay) or exactly 3.
              min={edit ? 0 : 1}
              max={MAX_SERVICE_PHOTOS}
              stored={edit ? storedPhotoTexts(storedPhotos ?? [], storedPhotoStates) : undefined}
            />
            <VideoField<ServiceFormInput> name="video" texts={videoFieldTexts(storedVideoState)} hasStoredVideo={hasStoredVideo} />
          </fieldset>
          <CheckboxField<ServiceFormInput> name="checkbox">{serviceTexts.checkbox}</CheckboxField>

          {form.formState.isSubmitting ? <UploadProgress percent={progress} label={serviceTexts.uploading} /> : null}
        </>
      )}
    </Form>
  );
}
