import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';
import styles from './home-section.module.css';

interface HomeSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /** A "see all" link in the header. */
  link?: { to: string; label: string };
  children: ReactNode;
  testId?: string;
  ref?: Ref<HTMLElement>;
  /**
   * False when the content is itself a region named like the title (a carousel): the block is then a plain
   * element under its h2, so two landmarks do not share one name.
   */
  landmark?: boolean;
}

/** A home block with the shared header (eyebrow, h2, optional intro and "see all" link). */
export function HomeSection({
  id,
  eyebrow,
  title,
  intro,
  link,
  children,
  testId,
  ref,
  landmark = true,
}: HomeSectionProps) {
  const Element = landmark ? 'section' : 'div';
  return (
    <Element
      ref={ref as Ref<HTMLDivElement>}
      className={styles.section}
      aria-labelledby={landmark ? `${id}-title` : undefined}
      data-testid={testId}
    >
      <header className={styles.header}>
        <div className={styles.heading}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {link ? (
          <Link to={link.to} className={styles.link}>
            <span>{link.label}</span>
            <ArrowRightIcon />
          </Link>
        ) : null}
      </header>
      {children}
    </Element>
  );
}
