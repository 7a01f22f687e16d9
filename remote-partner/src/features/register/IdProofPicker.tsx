import { useId, useState, type ChangeEvent } from 'react';
import { idProofLimits, isAcceptedProof, registerTexts } from './registrationForm';
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
        A clear photo or PDF of your Aadhaar, PAN, voter ID or driving licence. 1 to 3 files, each up to 5 MB.
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
        Add ID proof (image or PDF)
      </FileChooser>
      {files.length > 0 ? (
        <ul className={picker.files} aria-label="Chosen ID proofs">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={picker.file}>
              <span className={styles.fileKind} aria-hidden="true">
                {file.type === 'application/pdf' ? 'PDF' : 'IMG'}
              </span>
              <span className={picker.fileName}>
                {file.name}
                <span className={picker.fileSize}>{sizeLabel(file.size)}</span>
              </span>
              <button type="button" className={picker.remove} onClick={() => remove(index)} aria-label={`Remove ${file.name}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldMessages id={id} note={note} error={error} />
    </div>
  );
}
