import { NewsletterBlock } from '../../newsletter';
import styles from './home-newsletter.module.css';

export function HomeNewsletter() {
  return (
    <div className={styles.wrap}>
      <NewsletterBlock />
    </div>
  );
}
