import { useId, useState, type ChangeEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { MAX_SERVICE_PHOTOS, serviceFormMessages } from '@servenear/shared/partner-schemas';
import { formStyles as forms, useObjectUrl } from '@servenear/shared/forms';
import { isAcceptedPhoto, mediaLimits, type ServiceFormInput, type ServiceFormMode } from './serviceForm';
import { sizeLabel } from './fileSize';
import { serviceTexts } from './texts';
import { FieldMessages } from '../../components/upload/FieldMessages';
import picker from '../../components/upload/FilePicker.module.css';
import styles from './Services.module.css';

/**
 * The service's photos (partner §5): 1 to 3 on upload; on edit the stored ones stay unless new
 * ones are chosen, and then exactly 3. A file of another type or over 10 MB is refused here
 * with the contract's message and never kept; the count is the form's rule, shown on submit
 * (or at once when there are too many).
 */
export function PhotoField({ mode, storedUrls = [] }: { mode: ServiceFormMode; storedUrls?: readonly string[] }) {
  const { control, trigger } = useFormContext<ServiceFormInput>();
  return (
    <Controller
      control={control}
      name="images"
      render={({ field, fieldState }) => (
        <PhotoPicker
          mode={mode}
          storedUrls={storedUrls}
          files={field.value}
          error={fieldState.error?.message}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(next) => {
            field.onChange(next);
            // Too many shows at once; after a refusal, each change checks again.
            if (next.length > MAX_SERVICE_PHOTOS || fieldState.error) void trigger('images');
          }}
        />
      )}
    />
  );
}

interface PhotoPickerProps {
  mode: ServiceFormMode;
  storedUrls: readonly string[];
  files: File[];
  error?: string;
  inputRef(element: HTMLInputElement | null): void;
  onBlur(): void;
  onChange(files: File[]): void;
}

function PhotoPicker({ mode, storedUrls, files, error, inputRef, onBlur, onChange: change }: PhotoPickerProps) {
  const id = useId();
  const [note, setNote] = useState<string | null>(null);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // Cleared so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    const accepted = chosen.filter(isAcceptedPhoto);
    setNote(accepted.length < chosen.length ? serviceFormMessages.imageRefused : null);
    if (accepted.length > 0) change([...files, ...accepted]);
  };

  const remove = (index: number) => {
    setNote(null);
    change(files.filter((_, position) => position !== index));
  };

  const hint = mode === 'edit' ? serviceTexts.photosEditHint : serviceTexts.photosHint;
  const described = [`${id}-hint`, error ? `${id}-error` : null, note ? `${id}-note` : null].filter(Boolean).join(' ');

  return (
    <div className={forms.field}>
      <span className={forms.label} id={`${id}-label`}>
        {serviceTexts.photos}
      </span>
      <p id={`${id}-hint`} className={forms.hint}>
        {hint}
      </p>
      {mode === 'edit' && files.length === 0 && storedUrls.length > 0 ? (
        <ul className={picker.files} aria-label={serviceTexts.storedPhotos}>
          {storedUrls.map((url, index) => (
            <li key={url}>
              <img className={styles.thumb} src={url} alt={`${serviceTexts.storedPhotos} ${index + 1}`} width={96} height={96} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        ref={inputRef}
        className={forms.visuallyHidden}
        type="file"
        accept={mediaLimits.acceptPhotos}
        multiple
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={add}
        onBlur={onBlur}
      />
      <label htmlFor={id} className={picker.choose}>
        {mode === 'edit' ? serviceTexts.replacePhotos : serviceTexts.addPhotos}
      </label>
      {files.length > 0 ? (
        <ul className={picker.files} aria-label={serviceTexts.chosenPhotos}>
          {files.map((file, index) => (
            <PhotoPreview key={`${file.name}-${index}`} file={file} onRemove={() => remove(index)} />
          ))}
        </ul>
      ) : null}
      {mode === 'edit' && files.length > 0 ? (
        <button type="button" className={forms.linkButton} onClick={() => change([])}>
          {serviceTexts.keepStoredPhotos}
        </button>
      ) : null}
      <FieldMessages id={id} note={note} error={error} />
    </div>
  );
}

function PhotoPreview({ file, onRemove }: { file: File; onRemove(): void }) {
  const url = useObjectUrl(file);
  return (
    <li className={picker.file}>
      {url ? <img className={styles.thumb} src={url} alt={file.name} width={96} height={96} /> : <span className={styles.thumb} aria-hidden="true" />}
      <span className={picker.fileName}>
        {file.name}
        <span className={picker.fileSize}>{sizeLabel(file.size)}</span>
      </span>
      <button type="button" className={`${picker.remove} ${picker.removeIcon}`} onClick={onRemove} aria-label={serviceTexts.removePhoto(file.name)}>
        ×
      </button>
    </li>
  );
}
