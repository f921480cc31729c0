import type { FaqTopic } from '@atelje/shared/settings/schemas';
import { Accordion } from '../../../components/ui/accordion';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useFaq } from '../api/get-faq';
import styles from './faq-list.module.css';

interface FaqListProps {
  topic: FaqTopic;
  /** Texts from the caller's namespace, so the home page need not load the static pages' one. */
  labels: { loading: string; error: string; empty: string };
  headingLevel?: 2 | 3 | 4;
}

/** The FAQ accordion of spec 000 §4: one item open at a time, everything closed at first. */
export function FaqList({ topic, labels, headingLevel = 3 }: FaqListProps) {
  const faq = useFaq(topic);

  if (faq.isPending) {
    return (
      <div className={styles.state}>
        <Spinner size="sm" label={labels.loading} />
      </div>
    );
  }
  if (faq.isError) return <Alert tone="warning">{labels.error}</Alert>;
  if (faq.data.items.length === 0) return <p className={styles.empty}>{labels.empty}</p>;

  return (
    <div className={styles.faq} data-testid={`faq-${topic}`}>
      <Accordion
        headingLevel={headingLevel}
        items={faq.data.items.map((item) => ({
          id: item.id,
          title: item.question,
          content: (
            <div className={styles.answer}>
              {item.answer
                .split(/\n{2,}/)
                .map((paragraph) => paragraph.trim())
                .filter(Boolean)
                .map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
            </div>
          ),
        }))}
      />
    </div>
  );
}
