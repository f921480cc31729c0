import { Section } from '../../../components/layout/section';
import { LineIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n-react';
import { useHomeText } from '../api/get-home-content';
import styles from './home-highlights.module.css';

const highlights = [
  {
    id: 'practitioners',
    icon: (
      <>
        <circle cx="12" cy="8" r="3.5" />
        <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
      </>
    ),
  },
  {
    id: 'pace',
    icon: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 7.5V12l3 2" />
      </>
    ),
  },
  {
    id: 'access',
    icon: (
      <>
        <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
        <path d="M3.5 10h17M8 3v4M16 3v4" />
      </>
    ),
  },
  {
    id: 'certificate',
    icon: (
      <>
        <circle cx="12" cy="9.5" r="5.5" />
        <path d="m9.8 9.7 1.6 1.6 2.9-3M9 14.5 8 21l4-2 4 2-1-6.5" />
      </>
    ),
  },
] as const;

/** The four highlights of spec 000 §1. */
export function HomeHighlights() {
  const { t } = useTranslation('home');
  const text = useHomeText();
  return (
    <Section
      titleId="home-highlights-title"
      eyebrow={text('highlights.eyebrow')}
      title={text('highlights.title')}
    >
      <ul className={styles.grid}>
        {highlights.map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.icon}>
              <LineIcon size={24} strokeWidth="1.5">
                {item.icon}
              </LineIcon>
            </span>
            <h3 className={styles.itemTitle}>{t(`highlights.items.${item.id}.title`)}</h3>
            <p className={styles.itemText}>{t(`highlights.items.${item.id}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
