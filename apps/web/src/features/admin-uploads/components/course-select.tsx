// The course picker of the upload forms, fed by GET /courses.
import { Select } from '../../../components/ui/select';
import { useUploadCourses } from '../api/get-upload-courses';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';

export function CourseSelect({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useUploadsTranslation();
  const courses = useUploadCourses();
  return (
    <Select
      label={t('fields.course')}
      placeholder={t('fields.coursePlaceholder')}
      options={(courses.data ?? []).map((course) => ({ value: String(course.id), label: course.title }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={disabled}
      error={courses.isError ? t('messages.coursesFailed') : undefined}
    />
  );
}
