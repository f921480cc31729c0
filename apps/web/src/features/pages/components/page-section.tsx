import type { ReactNode } from 'react';
import { SectionHeader } from '../../../components/layout/section';
import styles from './page-section.module.css';

interface PageSectionProps {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  /** "sunken" puts the section on the warm sunken background. */
  tone?: 'plain' | 'sunken';
  children?: ReactNode;
  className?: string;
  testId?: string;
  /** Id of a heading the children draw themselves, when the section has no title of its own. */
  labelledBy?: string;
}

/** A titled block of a static or home page with the shared rhythm of paddings and widths. */
export function PageSection({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  children,
  className,
  testId,
  labelledBy,
}: PageSectionProps) {
  const titleId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      className={[styles.section, tone === 'sunken' ? styles.sunken : '', className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={title ? titleId : labelledBy}
      data-testid={testId}
    >
      <div className={styles.inner}>
        {title ? (
          <SectionHeader
            titleId={titleId}
            eyebrow={eyebrow}
            title={title}
            intro={intro}
            className={styles.header}
          />
        ) : null}
        {children}
      </div>
    </section>
  );
}
