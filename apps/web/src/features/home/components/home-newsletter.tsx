import { NewsletterBlock } from '../../newsletter/components/newsletter-block';
import styles from './home-newsletter.module.css';

export function HomeNewsletter() {
  return (
    <div className={styles.wrap}>
      <NewsletterBlock />
    </div>
  );
}
