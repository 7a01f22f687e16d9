import { useId } from 'react';
import { PhotoPicker, useObjectUrl } from '@servenear/shared/forms';
import { fill } from '@servenear/shared/i18n';
import defaultAvatar from '../../components/account-layout/default-avatar.svg';
import { maxPhotoBytes, photoTypes, profileTexts } from './texts';
import styles from './ProfilePage.module.css';

function acceptablePhoto(file: File): boolean {
  return (photoTypes as readonly string[]).includes(file.type) && file.size <= maxPhotoBytes;
}

interface ProfilePhotoProps {
  /** The new picture chosen and not saved yet. */
  photo: File | null;
  storedUrl: string | null;
  error: string | null;
  onChoose(file: File): void;
  /** A file that is not a JPG, PNG or WebP image up to 2 MB: the picker's accept list is only a hint. */
  onRefuse(): void;
}

/**
 * The profile form's photo: the chosen picture previewed before upload, else the stored one,
 * else the default. The photo is not a form value: it is sent beside the fields as a file.
 */
export function ProfilePhoto({ photo, storedUrl, error, onChoose, onRefuse }: ProfilePhotoProps) {
  const id = useId();
  const preview = useObjectUrl(photo);
  return (
    <div className={styles.photo}>
      <img className={styles.preview} src={preview ?? storedUrl ?? defaultAvatar} alt={profileTexts.photoPreview} width={96} height={96} />
      <div className={styles.photoControls}>
        <PhotoPicker
          id={id}
          accept={photoTypes.join(',')}
          label={profileTexts.changePhoto}
          hint={photo ? fill(profileTexts.photoChosen, { name: photo.name }) : profileTexts.photoHint}
          error={error}
          onChoose={(file) => (acceptablePhoto(file) ? onChoose(file) : onRefuse())}
        />
      </div>
    </div>
  );
}
