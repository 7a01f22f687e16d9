import { useId, type ReactNode } from 'react';
import page from './page.module.css';

interface CardProps {
  /** The card's h2, which names the region. */
  title: string;
  /** The title's look, when it is not the usual card title. */
  titleClassName?: string;
  children: ReactNode;
}

/** A raised card of a booking page, a region named by its title. */
export function Card({ title, titleClassName = page.cardTitle, children }: CardProps) {
  const id = useId();
  return (
    <section className={page.card} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
