import { Fragment } from 'react';

/**
 * A category's name that a narrow card may wrap between words or after a slash
 * ('Tutor/' then 'Consultancies'), never inside a word: the slash gets a <wbr>, and the
 * card's CSS keeps words whole (overflow-wrap and word-break normal, hyphens manual).
 */
export function CategoryName({ name }: { name: string }) {
  return name.split('/').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}
