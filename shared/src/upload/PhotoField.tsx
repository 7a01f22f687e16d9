import { useId, useState, type ChangeEvent } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
// Controller and the form context from the forms area, the same copy as the form's FormProvider (see its index).
import { Controller, formStyles as forms, useFormContext, useObjectUrl } from '@servenear/shared/forms';
import { PHOTO_ACCEPT } from '../schemas/mediaLimits';
import { isAcceptedPhoto } from './accepts';
import { sizeLabel } from './fileSize';
import { pickerDescribedBy } from './describedBy';
import { FieldMessages } from './FieldMessages';
import { FileChooser } from './FileChooser';
import { uploadTexts } from './texts';
import picker from './FilePicker.module.css';

/** The words of one photo field; each form brings its own (partner §2, customer §2). */
export interface PhotoFieldTexts {
  label: string;
  hint: string;
  /** The dashed button's text. */
  choose: string;
  /** Names the list of chosen photos. */
  chosen: string;
  /** The remove button's accessible name for one photo. */
  remove(fileName: string): string;
  /** Said at once when a chosen file is not an accepted photo (type or size); the file is not kept. */
  refused: string;
  /** Said when a photo already chosen is chosen again (by its content, whatever its name); it is kept once. Ours (issue 37). */
  duplicate?: string;
  /** Optional: how many are chosen against the rule, e.g. '2 of at least 3 chosen'. */
  count?(chosen: number, min: number, max: number): string;
}

/** Photos already stored (an edit): shown until new ones are chosen, which then replace them all. */
export interface StoredPhotos {
  urls: readonly string[];
  /** Names the stored list, and each image's alt with its position. */
  label: string;
  /** The button's text while the stored photos stand. */
  replace: string;
  /** A link-button that drops the chosen files and keeps the stored ones. */
  keep: string;
  /** The hint while editing. */
  hint: string;
  /** Ours (issue 37): said in place of each photo not to be shown (still processing, or failed); none for a ready one. */
  notes?: readonly (string | null)[];
}

export interface PhotoFieldProps<T extends FieldValues> {
  /** The form field holding the chosen files (File[]). */
  name: FieldPathByValue<T, File[]>;
  texts: PhotoFieldTexts;
  /** The form's count rule; the message itself comes from the form's resolver (one validation source). */
  min: number;
  max: number;
  stored?: StoredPhotos;
}

/**
 * A multiple photo picker inside a react-hook-form FormProvider: a dashed button over a hidden file
 * input, the chosen photos previewed with their name, size and a remove button. A file of another
 * type or over 10 MB is refused here with `texts.refused` and never kept; the count is the form's
 * rule, shown on submit, at once when there are more than `max`, and again on each change once shown.
 */
export function PhotoField<T extends FieldValues>({ name, texts, min, max, stored }: PhotoFieldProps<T>) {
  const { control, trigger } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhotoPicker
          texts={texts}
          min={min}
          max={max}
          stored={stored}
          files={field.value as File[]}
          error={fieldState.error?.message}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(next) => {
            field.onChange(next);
            if (next.length > max || fieldState.error) void trigger(name);
          }}
        />
      )}
    />
  );
}

interface PhotoPickerProps {
  texts: PhotoFieldTexts;
  min: number;
  max: number;
  stored: StoredPhotos | undefined;
  files: File[];
  error: string | undefined;
  inputRef(element: HTMLInputElement | null): void;
  onBlur(): void;
  onChange(files: File[]): void;
}

/** A file's bytes, by FileReader: every browser has it (Blob.arrayBuffer is newer). */
function bytesOf(file: File): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file);
  });
}

const hex = (hash: ArrayBuffer) => Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Two 32-bit hashes (FNV-1a and djb2) and the length: where crypto.subtle is missing (a page served over plain http). */
function plainHash(bytes: ArrayBuffer): string {
  let fnv = 0x811c9dc5;
  let djb = 5381;
  for (const byte of new Uint8Array(bytes)) {
    fnv = Math.imul(fnv ^ byte, 0x01000193) >>> 0;
    djb = (Math.imul(djb, 33) + byte) >>> 0;
  }
  return `${bytes.byteLength}:${fnv.toString(16)}:${djb.toString(16)}`;
}

/** A photo's identity by its bytes, so a copy under another name is the same photo (issue 37). */
const digests = new WeakMap<File, Promise<string>>();
function contentKey(file: File): Promise<string> {
  let digest = digests.get(file);
  if (!digest) {
    digest = bytesOf(file)
      .then((bytes) => (globalThis.crypto?.subtle ? crypto.subtle.digest('SHA-256', bytes).then(hex) : plainHash(bytes)))
      // An unreadable file: its name, size and date stand for its bytes.
      .catch(() => `${file.name}:${file.size}:${file.lastModified}`);
    digests.set(file, digest);
  }
  return digest;
}

/** The chosen files not already among `kept` nor twice among themselves. */
async function newPhotos(kept: readonly File[], chosen: readonly File[]): Promise<File[]> {
  const seen = new Set(await Promise.all(kept.map(contentKey)));
  const fresh: File[] = [];
  for (const file of chosen) {
    const key = await contentKey(file);
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.push(file);
  }
  return fresh;
}

function PhotoPicker({ texts, min, max, stored, files, error, inputRef, onBlur, onChange: change }: PhotoPickerProps) {
  const id = useId();
  const [note, setNote] = useState<string | null>(null);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // Cleared so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    const accepted = chosen.filter(isAcceptedPhoto);
    setNote(accepted.length < chosen.length ? texts.refused : null);
    if (accepted.length === 0) return;
    void newPhotos(files, accepted).then((fresh) => {
      if (fresh.length < accepted.length) setNote(texts.duplicate ?? uploadTexts.duplicate);
      if (fresh.length > 0) change([...files, ...fresh]);
    });
  };

  const remove = (index: number) => {
    setNote(null);
    change(files.filter((_, position) => position !== index));
  };

  const showStored = stored !== undefined && files.length === 0 && stored.urls.length > 0;

  return (
    <div className={forms.field}>
      <span className={forms.label} id={`${id}-label`}>
        {texts.label}
      </span>
      <p id={`${id}-hint`} className={forms.hint}>
        {stored ? stored.hint : texts.hint}
      </p>
      {showStored ? (
        <ul className={picker.files} aria-label={stored.label}>
          {stored.urls.map((url, index) => (
            <StoredPhoto key={url} url={url} alt={`${stored.label} ${index + 1}`} note={stored.notes?.[index] ?? null} />
          ))}
        </ul>
      ) : null}
      <FileChooser
        id={id}
        inputRef={inputRef}
        accept={PHOTO_ACCEPT}
        multiple
        invalid={Boolean(error)}
        describedBy={pickerDescribedBy(id, { error, note }, texts.count ? [`${id}-count`] : [])}
        onChange={add}
        onBlur={onBlur}
      >
        {stored ? stored.replace : texts.choose}
      </FileChooser>
      {texts.count ? (
        <p id={`${id}-count`} className={picker.count} aria-live="polite">
          {texts.count(files.length, min, max)}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className={picker.files} aria-label={texts.chosen}>
          {files.map((file, index) => (
            <PhotoPreview key={`${file.name}-${file.size}-${index}`} file={file} removeLabel={texts.remove(file.name)} onRemove={() => remove(index)} />
          ))}
        </ul>
      ) : null}
      {stored && files.length > 0 ? (
        <button type="button" className={forms.linkButton} onClick={() => change([])}>
          {stored.keep}
        </button>
      ) : null}
      <FieldMessages id={id} note={note} error={error} />
    </div>
  );
}

/** A stored photo's thumbnail; a note instead when it is not to be shown, a blank one when it does not load. */
function StoredPhoto({ url, alt, note }: { url: string; alt: string; note: string | null }) {
  const [broken, setBroken] = useState(false);
  if (note) {
    return (
      <li className={picker.file}>
        <span className={picker.thumb} aria-hidden="true" />
        <span className={picker.fileName}>{note}</span>
      </li>
    );
  }
  return <li>{broken ? <span className={picker.thumb} role="img" aria-label={alt} /> : <img className={picker.thumb} src={url} alt={alt} width={96} height={96} loading="lazy" decoding="async" onError={() => setBroken(true)} />}</li>;
}

function PhotoPreview({ file, removeLabel, onRemove }: { file: File; removeLabel: string; onRemove(): void }) {
  const url = useObjectUrl(file);
  return (
    <li className={picker.file}>
      {url ? <img className={picker.thumb} src={url} alt={file.name} width={96} height={96} /> : <span className={picker.thumb} aria-hidden="true" />}
      <span className={picker.fileName}>
        {file.name}
        <span className={picker.fileSize}>{sizeLabel(file.size)}</span>
      </span>
      <button type="button" className={`${picker.remove} ${picker.removeIcon}`} onClick={onRemove} aria-label={removeLabel}>
        ×
      </button>
    </li>
  );
}
