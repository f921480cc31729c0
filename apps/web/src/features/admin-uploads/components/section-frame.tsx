// The frame of every upload section: its heading, one line saying what it is for, and the content.
import type { ReactNode } from 'react';
import styles from './uploads.module.css';

export function SectionFrame({
  title,
  lead,
  wide = false,
  children,
}: {
  title: string;
  lead: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={[styles.section, wide ? styles.wide : ''].filter(Boolean).join(' ')}
      aria-label={title}
    >
      <header>
        <h2 className={styles.heading}>{title}</h2>
        <p className={styles.lead}>{lead}</p>
      </header>
      {children}
    </section>
  );
}
