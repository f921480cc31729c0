// A titled block of a long page (ADR 052): the home page's categories, course types and highlights share the shell,
// and other blocks share the header (eyebrow, h2, intro) alone.
import type { ReactNode, Ref } from 'react';
import { eyebrowClass } from './page';
import styles from './section.module.css';

interface SectionHeaderProps {
  /** The h2's id, which names the block. */
  titleId: string | undefined;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  className?: string;
  /** What follows the title in the header (a "more" link). */
  children?: ReactNode;
}

export function SectionHeader({ titleId, eyebrow, title, intro, className, children }: SectionHeaderProps) {
  return (
    <header className={className ? `${styles.header} ${className}` : styles.header}>
      {eyebrow ? <p className={eyebrowClass}>{eyebrow}</p> : null}
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </header>
  );
}

interface SectionProps {
  titleId: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The block's own class: it sets the custom properties above. */
  className?: string;
  ref?: Ref<HTMLElement>;
  testId?: string;
  children: ReactNode;
}

export function Section({ titleId, eyebrow, title, className, ref, testId, children }: SectionProps) {
  return (
    <section
      ref={ref}
      className={className ? `${styles.section} ${className}` : styles.section}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <SectionHeader titleId={titleId} eyebrow={eyebrow} title={title} />
      {children}
    </section>
  );
}
