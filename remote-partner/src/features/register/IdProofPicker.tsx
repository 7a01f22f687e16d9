import { useId, useState, type ChangeEvent } from 'react';
import { fill } from '@servenear/shared/i18n';
import { idProofLimits, isAcceptedProof } from './registrationForm';
import { idProofTexts as texts, registerTexts } from './texts';
import { formStyles as forms } from '@servenear/shared/forms';
import { FieldMessages, FileChooser, filePickerStyles as picker, pickerDescribedBy, sizeLabel } from '@servenear/shared/upload';
import styles from './IdProofPicker.module.css';

interface IdProofPickerProps {
  files: readonly File[];
  onChange(files: File[]): void;
  error?: string;
  /** Lets the form move focus here when the files are what is missing. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** Up to three ID proofs, images or PDF, each listed with a remove button. */
export function IdProofPicker({ files, onChange, error, inputRef }: IdProofPickerProps) {
  const id = useId();
  const [note, setNote] = useState<string | null>(null);
  const full = files.length >= idProofLimits.maxFiles;

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // Cleared so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    const accepted = chosen.filter(isAcceptedProof);
    const room = idProofLimits.maxFiles - files.length;
    const next = [...files, ...accepted.slice(0, room)];
    if (accepted.length < chosen.length) setNote(registerTexts.fileRefused);
    else if (accepted.length > room) setNote(registerTexts.tooManyFiles);
    else setNote(null);
    onChange(next);
  };

  const remove = (index: number) => {
    setNote(null);
    onChange(files.filter((_, position) => position !== index));
  };

  return (
    <div className={styles.picker}>
      <p id={`${id}-hint`} className={forms.hint}>
        {texts.hint}
      </p>
      <FileChooser
        id={id}
        inputRef={inputRef}
        accept={idProofLimits.accept}
        multiple
        disabled={full}
        invalid={Boolean(error)}
        describedBy={pickerDescribedBy(id, { error, note })}
        onChange={add}
      >
        {texts.add}
      </FileChooser>
      {files.length > 0 ? (
        <ul className={picker.files} aria-label={texts.chosen}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={picker.file}>
              <span className={styles.fileKind} aria-hidden="true">
                {file.type === 'application/pdf' ? texts.pdfKind : texts.imageKind}
              </span>
              <span className={picker.fileName}>
                {file.name}
                <span className={picker.fileSize}>{sizeLabel(file.size)}</span>
              </span>
              <button type="button" className={picker.remove} onClick={() => remove(index)} aria-label={fill(texts.removeFile, { name: file.name })}>
                {texts.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldMessages id={id} note={note} error={error} />
    </div>
  );
}
