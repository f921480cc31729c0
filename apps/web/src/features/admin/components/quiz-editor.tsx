// The course editor's quizzes (ADR 081): the course's quizzes with their place, pass mark and flags, and the form
// that writes a whole quiz: settings, then questions and their answers in order, Serbian and English side by side
// (stacked on a phone). The form checks what the server checks before sending; the server decides.
import {
  type AdminQuiz,
  type AdminQuizInput,
  adminQuizInputSchema,
  optionsRuleBroken,
  QUIZ_MAX_OPTIONS,
  QUIZ_MAX_QUESTIONS,
  QUIZ_MIN_OPTIONS,
} from '@atelje/shared/quizzes/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { adminQuizzesKey, createQuiz, deleteQuiz, updateQuiz, useAdminQuizzes } from '../api/quizzes';
import { useAdminTranslation } from '../lib/admin-i18n';
import { toastError, toastSuccess } from '../lib/toasts';
import { QueryState } from './admin-section';
import { SaveBar } from './form-fields';
import styles from './quiz-editor.module.css';

type Draft = Omit<AdminQuizInput, 'questions' | 'title_en'> & {
  title_en: string;
  questions: {
    key: number;
    kind: 'single' | 'multiple';
    text_sr: string;
    text_en: string;
    options: { key: number; text_sr: string; text_en: string; correct: boolean }[];
  }[];
};

let keySeq = 0;
const nextKey = () => ++keySeq;
const blankOption = () => ({ key: nextKey(), text_sr: '', text_en: '', correct: false });
const blankQuestion = (): Draft['questions'][number] => ({
  key: nextKey(),
  kind: 'single',
  text_sr: '',
  text_en: '',
  options: [blankOption(), blankOption()],
});

function draftOf(quiz: AdminQuiz | null, videoId: number | null): Draft {
  if (!quiz) {
    return {
      video_id: videoId,
      title_sr: '',
      title_en: '',
      pass_percent: 70,
      required_for_certificate: false,
      published: false,
      questions: [blankQuestion()],
    };
  }
  return {
    video_id: quiz.video_id,
    title_sr: quiz.title_sr,
    title_en: quiz.title_en,
    pass_percent: quiz.pass_percent,
    required_for_certificate: quiz.required_for_certificate,
    published: quiz.published,
    questions: quiz.questions.map((question) => ({
      key: nextKey(),
      kind: question.kind,
      text_sr: question.text_sr,
      text_en: question.text_en,
      options: question.options.map((option) => ({ key: nextKey(), ...option })),
    })),
  };
}

const bodyOf = (draft: Draft): AdminQuizInput => ({
  ...draft,
  questions: draft.questions.map(({ key: _key, options, ...question }) => ({
    ...question,
    options: options.map(({ key: _optionKey, ...option }) => option),
  })),
});

export function QuizEditor({
  courseId,
  lessons,
}: {
  courseId: number;
  lessons: { id: number; title: string }[];
}) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const quizzes = useAdminQuizzes(courseId);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const headingId = useId();

  const remove = async (quiz: AdminQuiz) => {
    if (!window.confirm(t('quizzes.confirmDelete', { title: quiz.title_sr }))) return;
    try {
      const answer = await deleteQuiz(quiz.id);
      toastSuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: adminQuizzesKey(courseId) });
    } catch (error) {
      toastError(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : t('quizzes.deleteFailed'),
      );
    }
  };

  const placeOf = (videoId: number | null) =>
    videoId === null
      ? t('quizzes.courseEnd')
      : t('quizzes.afterLesson', {
          lesson: lessons.find((lesson) => lesson.id === videoId)?.title ?? videoId,
        });

  const current =
    typeof editing === 'number' ? (quizzes.data?.find((quiz) => quiz.id === editing) ?? null) : null;
  return (
    <section className={styles.editor} aria-labelledby={headingId} data-testid="quiz-editor">
      <div className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          {t('quizzes.title')}
        </h3>
        {editing === null ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            {t('quizzes.add')}
          </Button>
        ) : null}
      </div>
      <p className={styles.lead}>{t('quizzes.lead')}</p>
      <QueryState query={quizzes} error={t('quizzes.loadFailed')} />
      {editing !== null && (editing === 'new' || current) ? (
        <QuizForm
          key={editing}
          courseId={courseId}
          quiz={current}
          lessons={lessons}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {quizzes.data && quizzes.data.length === 0 && editing === null ? (
        <p className={styles.lead}>{t('quizzes.empty')}</p>
      ) : null}
      {quizzes.data && quizzes.data.length > 0 ? (
        <ul className={styles.list}>
          {quizzes.data.map((quiz) => (
            <li key={quiz.id} className={styles.item}>
              <div className={styles.itemText}>
                <p className={styles.itemTitle}>
                  {quiz.title_sr} {quiz.published ? null : <Badge tone="neutral">{t('quizzes.draft')}</Badge>}{' '}
                  {quiz.required_for_certificate ? <Badge tone="info">{t('quizzes.required')}</Badge> : null}
                </p>
                <p className={styles.itemMeta}>
                  {placeOf(quiz.video_id)} · {t('quizzes.questionsCount', { count: quiz.questions.length })} ·{' '}
                  {t('quizzes.passLine', { percent: quiz.pass_percent })}
                </p>
                <p className={styles.itemMeta}>
                  {t('quizzes.attempts', { attempts: quiz.attempts, passes: quiz.passes })}
                </p>
              </div>
              <div className={styles.itemActions}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${t('quizzes.edit')} ${quiz.title_sr}`}
                  onClick={() => setEditing(quiz.id)}
                >
                  {t('quizzes.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`${t('quizzes.delete')} ${quiz.title_sr}`}
                  onClick={() => void remove(quiz)}
                >
                  {t('quizzes.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

type Errors = Record<string, string>;

function QuizForm({
  courseId,
  quiz,
  lessons,
  onDone,
}: {
  courseId: number;
  quiz: AdminQuiz | null;
  lessons: { id: number; title: string }[];
  onDone: () => void;
}) {
  const { t } = useAdminTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(quiz, null));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  // After a first refused save the marks follow the edits, so a corrected field loses its error at once.
  const [checked, setChecked] = useState(false);
  const formId = useId();

  const setQuestion = (index: number, change: Partial<Draft['questions'][number]>) =>
    setDraft((current) => ({
      ...current,
      questions: current.questions.map((question, i) =>
        i === index ? { ...question, ...change } : question,
      ),
    }));
  const setOption = (
    qIndex: number,
    oIndex: number,
    change: Partial<Draft['questions'][number]['options'][number]>,
  ) =>
    setDraft((current) => ({
      ...current,
      questions: current.questions.map((question, i) => {
        if (i !== qIndex) return question;
        // One correct answer: marking one unmarks the others.
        const single = question.kind === 'single' && change.correct === true;
        return {
          ...question,
          options: question.options.map((option, j) =>
            j === oIndex ? { ...option, ...change } : single ? { ...option, correct: false } : option,
          ),
        };
      }),
    }));
  const move = (index: number, by: -1 | 1) =>
    setDraft((current) => {
      const questions = [...current.questions];
      const [moved] = questions.splice(index, 1);
      questions.splice(index + by, 0, moved!);
      return { ...current, questions };
    });

  const check = (): Errors => {
    const found: Errors = {};
    const parsed = adminQuizInputSchema.safeParse(bodyOf(draft));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path.slice(0, 4).join('.');
        found[key] ??= errorText(issue.message) ?? issue.message;
      }
    }
    draft.questions.forEach((question, index) => {
      if (optionsRuleBroken(question))
        found[`questions.${index}.options`] ??= errorText('quizzes.optionsRule')!;
    });
    return found;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: check() reads the draft; it runs again on each edit.
  useEffect(() => {
    if (checked) setErrors(check());
  }, [draft, checked]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setChecked(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toastError(t('quizzes.fixErrors'));
      document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [aria-invalid="true"]`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const answer = quiz
        ? await updateQuiz(quiz.id, bodyOf(draft))
        : await createQuiz(courseId, bodyOf(draft));
      toastSuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: adminQuizzesKey(courseId) });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0] ?? ''])),
        );
        toastError(error.serverMessage ?? t('quizzes.saveFailed'));
      } else toastError(t('quizzes.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const id = (suffix: string) => `${formId}-${suffix}`;
  return (
    <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <h4 className={styles.formTitle}>
        {quiz ? t('quizzes.editQuiz', { title: quiz.title_sr }) : t('quizzes.newQuiz')}
      </h4>
      <fieldset className={styles.group}>
        <legend>{t('quizzes.settings')}</legend>
        <Select
          label={t('quizzes.place')}
          value={draft.video_id === null ? '' : String(draft.video_id)}
          onChange={(event) =>
            setDraft({ ...draft, video_id: event.target.value === '' ? null : Number(event.target.value) })
          }
          options={[
            { value: '', label: t('quizzes.courseEnd') },
            ...lessons.map((lesson) => ({
              value: String(lesson.id),
              label: t('quizzes.afterLesson', { lesson: lesson.title }),
            })),
          ]}
          error={errors.video_id}
        />
        <div className={styles.pair}>
          <TextField
            label={t('quizzes.titleSr')}
            value={draft.title_sr}
            onChange={(event) => setDraft({ ...draft, title_sr: event.target.value })}
            error={errors.title_sr}
            required
          />
          <TextField
            label={t('quizzes.titleEn')}
            value={draft.title_en}
            onChange={(event) => setDraft({ ...draft, title_en: event.target.value })}
            error={errors.title_en}
            hint={t('quizzes.enFallback')}
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label={t('quizzes.passPercent')}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={Number.isNaN(draft.pass_percent) ? '' : draft.pass_percent}
            onChange={(event) =>
              setDraft({ ...draft, pass_percent: Number.parseInt(event.target.value, 10) })
            }
            error={errors.pass_percent}
          />
          <div className={styles.flags}>
            <Checkbox
              label={t('quizzes.required')}
              checked={draft.required_for_certificate}
              onChange={(event) => setDraft({ ...draft, required_for_certificate: event.target.checked })}
            />
            <Checkbox
              label={t('quizzes.published')}
              checked={draft.published}
              onChange={(event) => setDraft({ ...draft, published: event.target.checked })}
            />
          </div>
        </div>
      </fieldset>

      {errors.questions ? <p className={styles.error}>{errors.questions}</p> : null}
      <ol className={styles.questions}>
        {draft.questions.map((question, qIndex) => {
          const number = qIndex + 1;
          const optionsError = errors[`questions.${qIndex}.options`];
          return (
            <li key={question.key}>
              <fieldset className={styles.group} data-testid={`quiz-question-${number}`}>
                <legend>{t('quizzes.question', { number })}</legend>
                <div className={styles.questionBar}>
                  <Select
                    label={t('quizzes.kind')}
                    value={question.kind}
                    onChange={(event) => {
                      const kind = event.target.value as 'single' | 'multiple';
                      let seen = false;
                      // Becoming single choice keeps only the first correct answer.
                      const options =
                        kind === 'single'
                          ? question.options.map((option) => {
                              const keep = option.correct && !seen;
                              if (option.correct) seen = true;
                              return { ...option, correct: keep };
                            })
                          : question.options;
                      setQuestion(qIndex, { kind, options });
                    }}
                    options={[
                      { value: 'single', label: t('quizzes.kindSingle') },
                      { value: 'multiple', label: t('quizzes.kindMultiple') },
                    ]}
                  />
                  <div className={styles.questionActions}>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={qIndex === 0}
                      aria-label={t('quizzes.moveUp', { number })}
                      onClick={() => move(qIndex, -1)}
                    >
                      {t('quizzes.up')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={qIndex === draft.questions.length - 1}
                      aria-label={t('quizzes.moveDown', { number })}
                      onClick={() => move(qIndex, 1)}
                    >
                      {t('quizzes.down')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={draft.questions.length === 1}
                      aria-label={t('quizzes.removeQuestion', { number })}
                      onClick={() =>
                        setDraft({ ...draft, questions: draft.questions.filter((_, i) => i !== qIndex) })
                      }
                    >
                      {t('quizzes.remove')}
                    </Button>
                  </div>
                </div>
                <div className={styles.pair}>
                  <TextField
                    label={t('quizzes.textSr')}
                    id={id(`q${question.key}-sr`)}
                    value={question.text_sr}
                    onChange={(event) => setQuestion(qIndex, { text_sr: event.target.value })}
                    error={errors[`questions.${qIndex}.text_sr`]}
                    required
                  />
                  <TextField
                    label={t('quizzes.textEn')}
                    id={id(`q${question.key}-en`)}
                    value={question.text_en}
                    onChange={(event) => setQuestion(qIndex, { text_en: event.target.value })}
                    error={errors[`questions.${qIndex}.text_en`]}
                  />
                </div>
                <ol className={styles.options}>
                  {question.options.map((option, oIndex) => {
                    const optionNumber = oIndex + 1;
                    const label = t('quizzes.option', { number: optionNumber });
                    return (
                      <li key={option.key} className={styles.option}>
                        <TextField
                          label={`${label} · ${t('quizzes.textSr')}`}
                          value={option.text_sr}
                          onChange={(event) => setOption(qIndex, oIndex, { text_sr: event.target.value })}
                          error={errors[`questions.${qIndex}.options.${oIndex}`]}
                          required
                        />
                        <TextField
                          label={`${label} · ${t('quizzes.textEn')}`}
                          value={option.text_en}
                          onChange={(event) => setOption(qIndex, oIndex, { text_en: event.target.value })}
                        />
                        <div className={styles.optionActions}>
                          <Checkbox
                            label={t('quizzes.correct')}
                            aria-label={`${label}: ${t('quizzes.correct')}`}
                            checked={option.correct}
                            onChange={(event) => setOption(qIndex, oIndex, { correct: event.target.checked })}
                          />
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={question.options.length <= QUIZ_MIN_OPTIONS}
                            aria-label={t('quizzes.removeOption', { number: optionNumber })}
                            onClick={() =>
                              setQuestion(qIndex, {
                                options: question.options.filter((_, j) => j !== oIndex),
                              })
                            }
                          >
                            {t('quizzes.remove')}
                          </Button>
                        </div>
                      </li>
                    );
                  })}
                </ol>
                {optionsError ? <p className={styles.error}>{optionsError}</p> : null}
                <div>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={question.options.length >= QUIZ_MAX_OPTIONS}
                    onClick={() => setQuestion(qIndex, { options: [...question.options, blankOption()] })}
                  >
                    {t('quizzes.addOption')}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          disabled={draft.questions.length >= QUIZ_MAX_QUESTIONS}
          onClick={() => setDraft({ ...draft, questions: [...draft.questions, blankQuestion()] })}
        >
          {t('quizzes.addQuestion')}
        </Button>
      </div>
      <SaveBar saving={saving} onCancel={onDone} />
    </form>
  );
}
