import type { ReactNode } from 'react';
import styles from './ContentArticle.module.css';

export interface ContentArticleProps {
  title: string;
  children: ReactNode;
  /** 'section' for a message in the page's place (not found, failed). */
  as?: 'article' | 'section';
  className?: string;
}

/** A content page (customer §2 '/pages/{slug}'): its title over its body, in the reading column. */
export function ContentArticle({ title, children, as: Tag = 'article', className }: ContentArticleProps) {
  return (
    <Tag className={className ? `${styles.page} ${className}` : styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </Tag>
  );
}
