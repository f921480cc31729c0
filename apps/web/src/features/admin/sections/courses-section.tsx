// Section "kursevi": courses (name, category, subcategory, lesson count, IZMENI) with the create/edit form below;
// "kursevi-upload" opens the same section on an empty create form.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminCourses } from '../api/queries';
import styles from '../components/admin.module.css';
import { CourseForm } from '../components/course-form';
import { useAdminTranslation } from '../lib/admin-i18n';

export function CoursesSection({ startWithNew = false }: { startWithNew?: boolean }) {
  const { t } = useAdminTranslation();
  const courses = useAdminCourses();
  const [editing, setEditing] = useState<number | 'new' | null>(startWithNew ? 'new' : null);

  return (
    <section className={styles.section} aria-labelledby="courses-heading">
      <div className={styles.sectionHead}>
        <h2 id="courses-heading" className={styles.heading}>
          {t(startWithNew ? 'sections.kursevi-upload' : 'sections.kursevi')}
        </h2>
        <Button onClick={() => setEditing('new')}>{t('courses.add')}</Button>
      </div>
      {editing !== null ? (
        <CourseForm
          key={editing}
          courseId={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {courses.isPending ? <Spinner label={t('common.loading')} /> : null}
      {courses.isError ? <Alert tone="danger">{t('courses.listFailed')}</Alert> : null}
      {courses.data ? (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <thead>
              <tr>
                <th scope="col">{t('courses.columns.title')}</th>
                <th scope="col">{t('courses.columns.category')}</th>
                <th scope="col">{t('courses.columns.subcategory')}</th>
                <th scope="col" className={styles.num}>
                  {t('courses.columns.lessons')}
                </th>
                <th scope="col">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {courses.data.map((course) => (
                <tr key={course.id}>
                  <td data-label={t('courses.columns.title')}>
                    <span>
                      {course.title}
                      {course.published ? null : (
                        <>
                          {' '}
                          <Badge tone="neutral">{t('courses.draft')}</Badge>
                        </>
                      )}
                    </span>
                  </td>
                  <td data-label={t('courses.columns.category')}>{course.category.name}</td>
                  <td data-label={t('courses.columns.subcategory')}>
                    {course.subcategories.map((sub) => sub.name).join(', ')}
                  </td>
                  <td data-label={t('courses.columns.lessons')} className={styles.num}>
                    {course.lessons_count}
                  </td>
                  <td data-label={t('common.actions')}>
                    <span>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`${t('common.edit')} ${course.title}`}
                        onClick={() => {
                          setEditing(course.id);
                          window.scrollTo({ top: 0 });
                        }}
                      >
                        {t('common.edit')}
                      </Button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
