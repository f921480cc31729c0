// One panel open at a time; clicking the open one closes it (spec 000 §4).
import { type ReactNode, useId, useState } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** Index open at first; null (the default) starts with everything closed. */
  initialOpenIndex?: number | null;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function Accordion({ items, initialOpenIndex = null, headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(
    initialOpenIndex === null ? null : (items[initialOpenIndex]?.id ?? null),
  );
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={[styles.accordion, className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item} data-open={open || undefined}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <svg className={styles.icon} aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
                  <path d="M5 10h10" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                  <path
                    className={styles.vertical}
                    d="M10 5v10"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              <div className={styles.content}>{item.content}</div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
