import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

interface PageIntroProps {
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  /** "dark" draws the cinematic inverted band of landing pages. */
  tone?: 'light' | 'dark';
  /** Actions or meta under the lead. */
  children?: ReactNode;
  /** Decorative art beside the text on wide screens (dark tone only). */
  art?: ReactNode;
  titleId?: string;
}

/** The opening of a static page: eyebrow, the page's h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, lead, tone = 'light', children, art, titleId }: PageIntroProps) {
  const dark = tone === 'dark';
  return (
    <header className={[styles.intro, dark ? `${styles.dark} theme-dark` : styles.light].join(' ')}>
      {dark ? <div className={styles.glow} aria-hidden="true" /> : null}
      <div className={[styles.inner, art ? styles.withArt : ''].filter(Boolean).join(' ')}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children ? <div className={styles.extra}>{children}</div> : null}
        </div>
        {art ? (
          <div className={styles.art} aria-hidden="true">
            {art}
          </div>
        ) : null}
      </div>
    </header>
  );
}
