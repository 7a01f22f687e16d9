import { useId, useState, type ChangeEvent } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
// Controller and the form context from the forms area, the same copy as the form's FormProvider (see its index).
import { Controller, formStyles as forms, useFormContext } from '@servenear/shared/forms';
import { VIDEO_ACCEPT } from '../schemas/mediaLimits';
import { isAcceptedVideo } from './accepts';
import { sizeLabel } from './fileSize';
import { pickerDescribedBy } from './describedBy';
import { FieldMessages } from './FieldMessages';
import { FileChooser } from './FileChooser';
import picker from './FilePicker.module.css';

export interface VideoFieldTexts {
  label: string;
  hint: string;
  choose: string;
  /** The remove button's accessible name. */
  remove: string;
  /** Said at once when the chosen file is not an accepted video; it is not kept. */
  refused: string;
  /** Added to the hint while a stored video stands and none is chosen (an edit). */
  stored?: string;
}

export interface VideoFieldProps<T extends FieldValues> {
  /** The form field holding the chosen video (File | null). */
  name: FieldPathByValue<T, File | null>;
  texts: VideoFieldTexts;
  hasStoredVideo?: boolean;
}

/** An optional video (MP4 or WebM, at most 50 MB), shown by name and size with a remove button; on an edit the stored one stays unless another is chosen. */
export function VideoField<T extends FieldValues>({ name, texts, hasStoredVideo = false }: VideoFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <VideoPicker
          texts={texts}
          hasStoredVideo={hasStoredVideo}
          video={field.value as File | null}
          error={fieldState.error?.message}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={field.onChange}
        />
      )}
    />
  );
}

interface VideoPickerProps {
  texts: VideoFieldTexts;
  hasStoredVideo: boolean;
  video: File | null;
  error: string | undefined;
  inputRef(element: HTMLInputElement | null): void;
  onBlur(): void;
  onChange(video: File | null): void;
}

function VideoPicker({ texts, hasStoredVideo, video, error, inputRef, onBlur, onChange }: VideoPickerProps) {
  const id = useId();
  const [note, setNote] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedVideo(file)) {
      setNote(texts.refused);
      return;
    }
    setNote(null);
    onChange(file);
  };

  return (
    <div className={forms.field}>
      <span className={forms.label}>{texts.label}</span>
      <p id={`${id}-hint`} className={forms.hint}>
        {texts.hint} {hasStoredVideo && !video && texts.stored ? texts.stored : null}
      </p>
      <FileChooser id={id} inputRef={inputRef} accept={VIDEO_ACCEPT} invalid={Boolean(error)} describedBy={pickerDescribedBy(id, { error, note })} onChange={choose} onBlur={onBlur}>
        {texts.choose}
      </FileChooser>
      {video ? (
        <p className={picker.file}>
          <span className={picker.fileName}>
            {video.name}
            <span className={picker.fileSize}>{sizeLabel(video.size)}</span>
          </span>
          <button type="button" className={`${picker.remove} ${picker.removeIcon}`} onClick={() => onChange(null)} aria-label={texts.remove}>
            ×
          </button>
        </p>
      ) : null}
      <FieldMessages id={id} note={note} error={error} />
    </div>
  );
}
