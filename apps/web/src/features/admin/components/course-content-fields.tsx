// The course page's content fieldset of the course form (ADR 042): level, English title and description, the short
// descriptions and the three bullet lists in both languages (one item per line), with the names the API gives them.
import { COURSE_LIST_ITEM_MAX, COURSE_LIST_MAX_ITEMS, COURSE_SHORT_DESCRIPTION_MAX } from '@atelje/shared';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useAdminTranslation } from '../lib/admin-i18n';
import {
  type Content,
  type ContentList,
  type ContentText,
  LABELS,
  LEVELS,
  LISTS,
} from '../lib/course-content';
import styles from './admin.module.css';
import { TextAreaField } from './form-fields';

interface CourseContentFieldsProps {
  /** The form's id, the fields' ids are made from. */
  id: string;
  content: Content;
  errors: Partial<Record<ContentText | ContentList | 'level', string>>;
  level: string;
  setLevel: (level: string) => void;
  setText: (name: ContentText | ContentList, value: string) => void;
}

export function CourseContentFields({
  id,
  content,
  errors,
  level,
  setLevel,
  setText,
}: CourseContentFieldsProps) {
  const { t } = useAdminTranslation();
  return (
    <fieldset className={`${styles.fieldset} ${styles.contentFieldset}`} data-testid="course-content">
      <legend>{t('courses.content')}</legend>
      <p className={styles.muted}>{t('courses.contentHint')}</p>
      <div className={styles.formRow}>
        <Select
          label={t('courses.level')}
          value={level}
          error={errors.level}
          options={LEVELS.map((value) => ({ value, label: t(`courses.levels.${value}`) }))}
          onChange={(event) => setLevel(event.currentTarget.value)}
        />
        <TextField
          label={t('courses.titleEn')}
          value={content.title_en}
          maxLength={255}
          error={errors.title_en}
          onChange={(event) => setText('title_en', event.currentTarget.value)}
        />
        {(['short_description_sr', 'short_description_en'] as const).map((name) => (
          <TextField
            key={name}
            label={t(LABELS[name])}
            value={content[name]}
            maxLength={COURSE_SHORT_DESCRIPTION_MAX}
            error={errors[name]}
            onChange={(event) => setText(name, event.currentTarget.value)}
          />
        ))}
      </div>
      <TextAreaField
        id={`${id}-description_en`}
        label={t(LABELS.description_en)}
        value={content.description_en}
        error={errors.description_en}
        onChange={(value) => setText('description_en', value)}
      />
      <p className={styles.muted}>
        {t('courses.listHint', { items: COURSE_LIST_MAX_ITEMS, chars: COURSE_LIST_ITEM_MAX })}
      </p>
      <div className={styles.formRow}>
        {LISTS.map((name) => (
          <TextAreaField
            key={name}
            id={`${id}-${name}`}
            label={t(LABELS[name])}
            value={content[name]}
            rows={5}
            error={errors[name]}
            onChange={(value) => setText(name, value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
