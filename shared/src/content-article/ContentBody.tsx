import styles from './ContentBody.module.css';

export interface ContentBodyProps {
  /** HTML already sanitised: by the server when it wrote the page, or by SanitisedHtml. */
  html: string;
  /** The page's own box around the body (width, font size). */
  className?: string;
  as?: 'div' | 'article';
}

/** A content page's body with the typography of the site's content pages. */
export function ContentBody({ html, className, as: Tag = 'div' }: ContentBodyProps) {
  return <Tag className={className ? `${className} ${styles.body}` : styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
