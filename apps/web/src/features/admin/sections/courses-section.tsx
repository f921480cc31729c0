// Section "kursevi": courses (name, category, subcategory, lesson count, IZMENI) with the create/edit form below;
// "kursevi-upload" opens the same section on an empty create form.
import type { AdminCourseRow } from '@atelje/shared';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useAdminCourses } from '../api/queries';
import { AdminSection, QueryState } from '../components/admin-section';
import { type AdminColumn, AdminTable, RowButton } from '../components/admin-table';
import { CourseForm } from '../components/course-form';
import { CourseQuizEditor } from '../components/course-quiz-editor';
import { useAdminTranslation } from '../lib/admin-i18n';

export function CoursesSection({ startWithNew = false }: { startWithNew?: boolean }) {
  const { t } = useAdminTranslation();
  const courses = useAdminCourses();
  const [editing, setEditing] = useState<number | 'new' | null>(startWithNew ? 'new' : null);
  const columns: AdminColumn<AdminCourseRow>[] = [
    {
      label: t('courses.columns.title'),
      cell: (course) => (
        <span>
          {course.title}
          {course.published ? null : (
            <>
              {' '}
              <Badge tone="neutral">{t('courses.draft')}</Badge>
            </>
          )}
        </span>
      ),
    },
    { label: t('courses.columns.category'), cell: (course) => course.category.name },
    {
      label: t('courses.columns.subcategory'),
      cell: (course) => course.subcategories.map((sub) => sub.name).join(', '),
    },
    { label: t('courses.columns.lessons'), num: true, cell: (course) => course.lessons_count },
    {
      label: t('common.actions'),
      cell: (course) => (
        <RowButton
          aria-label={`${t('common.edit')} ${course.title}`}
          onClick={() => {
            setEditing(course.id);
            window.scrollTo({ top: 0 });
          }}
        >
          {t('common.edit')}
        </RowButton>
      ),
    },
  ];

  return (
    <AdminSection
      headingId="courses-heading"
      title={t(startWithNew ? 'sections.kursevi-upload' : 'sections.kursevi')}
      actions={<Button onClick={() => setEditing('new')}>{t('courses.add')}</Button>}
    >
      {editing !== null ? (
        <CourseForm
          key={editing}
          courseId={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {typeof editing === 'number' ? (
        <CourseQuizEditor key={`quizzes-${editing}`} courseId={editing} />
      ) : null}
      <QueryState query={courses} error={t('courses.listFailed')} />
      {courses.data ? (
        <AdminTable columns={columns} rows={courses.data} rowKey={(course) => course.id} />
      ) : null}
    </AdminSection>
  );
}
