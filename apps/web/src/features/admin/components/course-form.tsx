// The course create/edit form (spec 001 §5): title, instructor, one main category, at least one subcategory,
// description, both prices (RSD, step 0.01), languages, audio languages, e-book (.pdf), template (any file),
// access months, the coming-soon flag and published (unticked for a new course: a draft until it has a playable
// lesson, ADR 032), and the course page's content (ADR 042): level, English title and description, short
// descriptions and the three bullet lists in both languages (one item per line; that fieldset is
// course-content-fields.tsx); sent as multipart to POST /admin/courses or /admin/courses/{id}. The server's field
// messages are shown at their fields (lib/course-field-errors.ts).
import { COURSE_LIST_ITEM_MAX, COURSE_LIST_MAX_ITEMS } from '@atelje/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { postForm } from '../api/post-form';
import { useAdminCourse, useAdminInstructors, useCategoryTree } from '../api/queries';
import { useAdminTranslation } from '../lib/admin-i18n';
import {
  type Content,
  type ContentList,
  type ContentText,
  EMPTY_CONTENT,
  LISTS,
  listItems,
  TEXTS,
} from '../lib/course-content';
import { type CourseField, serverFieldErrors } from '../lib/course-field-errors';
import { failureText } from '../lib/errors';
import { toastSuccess } from '../lib/toasts';
import styles from './admin.module.css';
import { CourseContentFields } from './course-content-fields';
import { FileInputField, SaveBar, TextAreaField } from './form-fields';

const LANGUAGES = ['sr', 'en'] as const;
const PRICE = /^\d{1,8}([.,]\d{1,2})?$/;

function toggle<T>(list: T[], value: T) {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** A required price with up to two decimals (PRICE checks it on save). */
function PriceField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="number"
      min={0}
      step={0.01}
      inputMode="decimal"
      value={value}
      required
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

export function CourseForm({ courseId, onDone }: { courseId: number | null; onDone: () => void }) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const loaded = useAdminCourse(courseId);
  const categories = useCategoryTree();
  const instructors = useAdminInstructors();
  const [title, setTitle] = useState('');
  const [authorId, setAuthorId] = useState('');
  const [type, setType] = useState('professional');
  const [categoryId, setCategoryId] = useState('');
  const [subcategories, setSubcategories] = useState<number[]>([]);
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [originalPrice, setOriginalPrice] = useState('');
  const [languages, setLanguages] = useState<string[]>(['sr']);
  const [audio, setAudio] = useState<string[]>(['sr']);
  const [accessMonths, setAccessMonths] = useState('12');
  const [comingSoon, setComingSoon] = useState(false);
  // New courses start as drafts: publishing needs a lesson learners can play (ADR 032).
  const [published, setPublished] = useState(false);
  const [level, setLevel] = useState('all');
  const [content, setContent] = useState<Content>(EMPTY_CONTENT);
  const [ebook, setEbook] = useState<File | null>(null);
  const [template, setTemplate] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<CourseField, string>>>({});
  // Bumped when the server refuses fields: after React has drawn them, the first one is focused.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const invalid = document
      .getElementById(`${id}-form`)
      ?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
    invalid?.scrollIntoView({ block: 'center' });
  }, [refusals, id]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const course = loaded.data;
    if (!course) return;
    setTitle(course.title);
    setAuthorId(String(course.author_id));
    setType(course.type);
    setCategoryId(String(course.category_id));
    setSubcategories(course.subcategory_ids);
    setDescription(course.description);
    setPrice(course.price);
    setOriginalPrice(course.original_price);
    setLanguages(course.language);
    setAudio(course.audio_language);
    setAccessMonths(String(course.access_months));
    setComingSoon(course.coming_soon);
    setPublished(course.published);
    setLevel(course.level);
    setContent({
      title_en: course.title_en,
      short_description_sr: course.short_description_sr,
      short_description_en: course.short_description_en,
      description_en: course.description_en,
      ...(Object.fromEntries(LISTS.map((name) => [name, course[name].join('\n')])) as Record<
        ContentList,
        string
      >),
    });
  }, [loaded.data]);

  const main = categories.data?.find((category) => String(category.id) === categoryId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<CourseField, string>> = {};
    if (!title.trim()) found.title = t('courses.errors.title');
    if (!authorId) found.instructor = t('courses.errors.instructor');
    if (!categoryId) found.category = t('courses.errors.category');
    if (subcategories.length === 0) found.subcategory = t('courses.errors.subcategory');
    if (!description.trim()) found.description = t('courses.errors.description');
    if (!PRICE.test(price.trim())) found.price = t('courses.errors.price');
    if (!PRICE.test(originalPrice.trim())) found.original = t('courses.errors.price');
    if (languages.length === 0 || audio.length === 0) found.language = t('courses.errors.language');
    if (ebook && !ebook.name.toLowerCase().endsWith('.pdf')) found.ebook = t('courses.errors.ebook');
    for (const name of LISTS) {
      const items = listItems(content[name]);
      if (items.length > COURSE_LIST_MAX_ITEMS || items.some((item) => item.length > COURSE_LIST_ITEM_MAX)) {
        found[name] = t('courses.errors.list', { items: COURSE_LIST_MAX_ITEMS, chars: COURSE_LIST_ITEM_MAX });
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const form = new FormData();
    form.append('title', title.trim());
    form.append('description', description.trim());
    form.append('type', type);
    form.append('category_id', categoryId);
    for (const sub of subcategories) form.append('subcategory_ids[]', String(sub));
    form.append('author_id', authorId);
    form.append('price', price.trim().replace(',', '.'));
    form.append('original_price', originalPrice.trim().replace(',', '.'));
    for (const language of languages) form.append('language[]', language);
    for (const language of audio) form.append('audio_language[]', language);
    form.append('access_months', accessMonths);
    form.append('coming_soon', comingSoon ? '1' : '0');
    form.append('published', published ? '1' : '0');
    form.append('level', level);
    for (const name of TEXTS) form.append(name, content[name].trim());
    for (const name of LISTS) form.append(name, listItems(content[name]).join('\n'));
    if (courseId !== null) form.append('_method', 'POST');
    if (ebook) form.append('ebook', ebook);
    if (template) form.append('template', template);
    setSaving(true);
    try {
      const answer = await postForm<{ message?: string }>(
        courseId === null ? '/admin/courses' : `/admin/courses/${courseId}`,
        form,
      );
      toastSuccess(answer?.message || t(courseId === null ? 'courses.added' : 'courses.updated'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        // Every message at its field (the published checkbox's refusal included), the first one focused.
        setErrors(fields);
        setRefusals((count) => count + 1);
      } else {
        setFailure(failureText(error, t, t('courses.saveFailed')));
      }
    } finally {
      setSaving(false);
    }
  };

  if (courseId !== null && loaded.isPending) return <Spinner label={t('common.loading')} />;
  if (courseId !== null && loaded.isError) return <Alert tone="danger">{t('courses.editLoadFailed')}</Alert>;

  const setText = (name: ContentText | ContentList, value: string) =>
    setContent((current) => ({ ...current, [name]: value }));

  const languageBoxes = (legend: string, value: string[], set: (next: string[]) => void) => (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {LANGUAGES.map((language) => (
        <Checkbox
          key={language}
          label={t(`courses.languageNames.${language}`)}
          checked={value.includes(language)}
          onChange={() => set(toggle(value, language))}
        />
      ))}
    </fieldset>
  );

  return (
    <form
      id={`${id}-form`}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      data-testid="course-form"
    >
      <h3 id={`${id}-heading`} className={styles.subheading}>
        {courseId === null
          ? t('courses.formAdd')
          : t('courses.formEdit', { title: loaded.data?.title ?? '' })}
      </h3>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className={styles.formRow}>
        <TextField
          label={t('courses.title')}
          value={title}
          required
          maxLength={255}
          error={errors.title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Select
          label={t('courses.instructor')}
          placeholder={t('courses.instructorPlaceholder')}
          value={authorId}
          required
          error={errors.instructor}
          options={(instructors.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
          onChange={(event) => setAuthorId(event.currentTarget.value)}
        />
        <Select
          label={t('courses.type')}
          value={type}
          options={[
            { value: 'professional', label: t('courses.types.professional') },
            { value: 'lifestyle', label: t('courses.types.lifestyle') },
          ]}
          onChange={(event) => setType(event.currentTarget.value)}
        />
        <Select
          label={t('courses.category')}
          placeholder="—"
          value={categoryId}
          required
          error={errors.category}
          options={(categories.data ?? []).map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
          onChange={(event) => {
            setCategoryId(event.currentTarget.value);
            setSubcategories([]);
          }}
        />
      </div>
      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.subcategory ? `${id}-sub-error` : undefined}
      >
        <legend>{t('courses.subcategories')}</legend>
        {(main?.children ?? []).map((sub) => (
          <Checkbox
            key={sub.id}
            label={sub.name}
            checked={subcategories.includes(sub.id)}
            onChange={() => setSubcategories((list) => toggle(list, sub.id))}
          />
        ))}
        {errors.subcategory ? (
          <p id={`${id}-sub-error`} className={styles.fieldError}>
            {errors.subcategory}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        id={`${id}-description`}
        label={t('courses.description')}
        value={description}
        required
        error={errors.description}
        onChange={setDescription}
      />
      <CourseContentFields
        id={id}
        content={content}
        errors={errors}
        level={level}
        setLevel={setLevel}
        setText={setText}
      />
      <div className={styles.formRow}>
        <PriceField label={t('courses.price')} value={price} error={errors.price} onChange={setPrice} />
        <PriceField
          label={t('courses.originalPrice')}
          value={originalPrice}
          error={errors.original}
          onChange={setOriginalPrice}
        />
        {languageBoxes(t('courses.languages'), languages, setLanguages)}
        {languageBoxes(t('courses.audioLanguages'), audio, setAudio)}
      </div>
      {errors.language ? <p className={styles.fieldError}>{errors.language}</p> : null}
      <div className={styles.formRow}>
        <FileInputField
          id={`${id}-ebook`}
          label={t('courses.ebook')}
          accept=".pdf,application/pdf"
          error={errors.ebook}
          onFile={setEbook}
          note={
            loaded.data?.ebook
              ? t('courses.currentFile', { name: loaded.data.ebook.path.split('/').pop() })
              : undefined
          }
        />
        <FileInputField
          id={`${id}-template`}
          label={t('courses.template')}
          onFile={setTemplate}
          note={
            loaded.data?.template
              ? t('courses.currentFile', { name: loaded.data.template.path.split('/').pop() })
              : undefined
          }
        />
        <TextField
          label={t('courses.accessMonths')}
          type="number"
          min={1}
          max={120}
          step={1}
          value={accessMonths}
          onChange={(event) => setAccessMonths(event.currentTarget.value)}
        />
        <div>
          <Checkbox
            label={t('courses.comingSoon')}
            checked={comingSoon}
            onChange={() => setComingSoon((v) => !v)}
          />
          <Checkbox
            label={t('courses.published')}
            checked={published}
            error={errors.published}
            onChange={() => setPublished((v) => !v)}
          />
          {errors.published ? null : <p className={styles.muted}>{t('courses.publishedHint')}</p>}
        </div>
      </div>
      <SaveBar saving={saving} onCancel={onDone} />
    </form>
  );
}
