import type { OpsPartner } from '@servenear/shared/ops-api';
import { fileSize } from './format';
import styles from './IdProofs.module.css';

/**
 * The partner's ID proofs in the page: a photo drawn at once, a PDF as a link (the server sends
 * proofs as attachments, so a browser downloads a PDF rather than showing it in a frame). Each
 * opens from the `url` the server answers with it: the console never builds the path.
 */
export function IdProofs({ proofs }: { proofs: OpsPartner['id_proofs'] }) {
  if (proofs.length === 0) return <p className={styles.none}>No ID proof uploaded: the partner must send one before being verified.</p>;
  return (
    <ul className={styles.list}>
      {proofs.map((proof, index) => {
        const name = `ID proof ${index + 1}`;
        const { url } = proof;
        return (
          <li key={proof.id} className={styles.proof}>
            {proof.mime.startsWith('image/') ? (
              <figure className={styles.figure}>
                <img className={styles.image} src={url} alt={name} loading="lazy" />
                <figcaption className={styles.caption}>
                  {name} · {fileSize(proof.size)} ·{' '}
                  <a href={url} target="_blank" rel="noreferrer">
                    Open full size
                  </a>
                </figcaption>
              </figure>
            ) : (
              <p className={styles.file}>
                <a href={url} target="_blank" rel="noreferrer">
                  {`Open ${name} (${proof.mime === 'application/pdf' ? 'PDF' : proof.mime}, ${fileSize(proof.size)})`}
                </a>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
