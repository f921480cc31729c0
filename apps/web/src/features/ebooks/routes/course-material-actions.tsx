import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n-react';
import styles from './material-actions.module.css';

/**
 * The actions of a course's e-book or template page: the owner's link to the file (`owned`), else the page's own
 * way to get it (`children`), then the way back to the course.
 */
export function CourseMaterialActions({
  owned,
  courseId,
  children,
}: {
  owned: { url: string; label: string } | null;
  courseId: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.actions}>
      {owned ? (
        <a href={owned.url} target="_blank" rel="noreferrer" className={styles.read}>
          {owned.label}
        </a>
      ) : (
        children
      )}
      <ButtonLink to={`/courses/${courseId}`} variant="ghost">
        {t('materials.backToCourse')}
      </ButtonLink>
    </div>
  );
}
