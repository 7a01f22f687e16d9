import { useId, useState, type ChangeEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { serviceFormMessages } from '@servenear/shared/partner-schemas';
import { formStyles as forms } from '@servenear/shared/forms';
import { isAcceptedVideo, mediaLimits, type ServiceFormInput } from './serviceForm';
import { sizeLabel } from './fileSize';
import { serviceTexts } from './texts';
import { FieldMessages } from '../../components/upload/FieldMessages';
import picker from '../../components/upload/FilePicker.module.css';

/** An optional video (MP4 or WebM, at most 50 MB), shown by name and size; on edit the stored one stays unless another is chosen. */
export function VideoField({ hasStoredVideo = false }: { hasStoredVideo?: boolean }) {
  const { control } = useFormContext<ServiceFormInput>();
  return (
    <Controller
      control={control}
      name="video"
      render={({ field, fieldState }) => (
        <VideoPicker hasStoredVideo={hasStoredVideo} video={field.value} error={fieldState.error?.message} inputRef={field.ref} onBlur={field.onBlur} onChange={field.onChange} />
      )}
    />
  );
}

interface VideoPickerProps {
  hasStoredVideo: boolean;
  video: File | null;
  error?: string;
  inputRef(element: HTMLInputElement | null): void;
  onBlur(): void;
  onChange(video: File | null): void;
}

function VideoPicker({ hasStoredVideo, video, error, inputRef, onBlur, onChange }: VideoPickerProps) {
  const id = useId();
  const [note, setNote] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedVideo(file)) {
      setNote(serviceFormMessages.videoRefused);
      return;
    }
    setNote(null);
    onChange(file);
  };

  const described = [`${id}-hint`, error ? `${id}-error` : null, note ? `${id}-note` : null].filter(Boolean).join(' ');

  return (
    <div className={forms.field}>
      <span className={forms.label}>{serviceTexts.video}</span>
      <p id={`${id}-hint`} className={forms.hint}>
        {serviceTexts.videoHint} {hasStoredVideo && !video ? serviceTexts.storedVideo : null}
      </p>
      <input
        id={id}
        ref={inputRef}
        className={forms.visuallyHidden}
        type="file"
        accept={mediaLimits.acceptVideo}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={choose}
        onBlur={onBlur}
      />
      <label htmlFor={id} className={picker.choose}>
        {serviceTexts.chooseVideo}
      </label>
      {video ? (
        <p className={picker.file}>
          <span className={picker.fileName}>
            {video.name}
            <span className={picker.fileSize}>{sizeLabel(video.size)}</span>
          </span>
          <button type="button" className={`${picker.remove} ${picker.removeIcon}`} onClick={() => onChange(null)} aria-label={serviceTexts.removeVideo}>
            ×
          </button>
        </p>
      ) : null}
      <FieldMessages id={id} note={note} error={error} />
    </div>
  );
}
