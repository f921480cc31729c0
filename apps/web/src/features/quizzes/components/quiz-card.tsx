// One quiz on the lesson page (ADR 081): what it is, the learner's best result, and the attempt: every question a
// fieldset with its legend (radio buttons for one answer, check boxes for several), submitted to the server, which
// alone knows the answers and scores them. The result says which answers were right; the right options only
// after a pass.
import type { LearnerQuiz, QuizSubmitResponse } from '@atelje/shared/quizzes/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { courseQuizzesKey, startQuizAttempt, submitQuizAttempt } from '../api/course-quizzes';
import { useQuizzesTranslation } from '../lib/quizzes-i18n';
import styles from './quiz-card.module.css';

type Mode =
  | { kind: 'idle' }
  | { kind: 'taking'; attemptId: number }
  | { kind: 'result'; result: QuizSubmitResponse };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

export function QuizCard({
  quiz,
  courseId,
  onCertificate,
}: {
  quiz: LearnerQuiz;
  courseId: number;
  onCertificate: (code: string) => void;
}) {
  const { t } = useQuizzesTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [answers, setAnswers] = useState<Map<number, number[]>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (mode.kind === 'result') resultRef.current?.focus();
    if (mode.kind === 'taking') formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [mode]);

  const begin = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const attempt = await startQuizAttempt(courseId, quiz.id);
      setAnswers(new Map());
      setMode({ kind: 'taking', attemptId: attempt.attempt_id });
    } catch (error) {
      setProblem(messageOf(error, t('attemptError')));
    } finally {
      setBusy(false);
    }
  };

  const choose = (questionId: number, optionId: number, single: boolean, checked: boolean) => {
    setAnswers((current) => {
      const next = new Map(current);
      const chosen = next.get(questionId) ?? [];
      next.set(
        questionId,
        single ? [optionId] : checked ? [...chosen, optionId] : chosen.filter((id) => id !== optionId),
      );
      return next;
    });
  };

  const submit = async (attemptId: number) => {
    const missing = quiz.questions
      .map((question, index) => ({ index, answered: (answers.get(question.id) ?? []).length > 0 }))
      .filter((entry) => !entry.answered);
    if (missing.length > 0) {
      setProblem(t('unanswered', { numbers: missing.map((entry) => entry.index + 1).join(', ') }));
      formRef.current
        ?.querySelectorAll<HTMLFieldSetElement>('fieldset')
        [missing[0]!.index]?.querySelector('input')
        ?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const result = await submitQuizAttempt(courseId, quiz.id, attemptId, {
        answers: quiz.questions.map((question) => ({
          question_id: question.id,
          option_ids: answers.get(question.id) ?? [],
        })),
      });
      setMode({ kind: 'result', result });
      await queryClient.invalidateQueries({ queryKey: courseQuizzesKey(courseId) });
      if (result.certificate_code) onCertificate(result.certificate_code);
    } catch (error) {
      // An attempt that ended meanwhile (a changed quiz, another tab) cannot be sent again: start over.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409))
        setMode({ kind: 'idle' });
      setProblem(messageOf(error, t('attemptError')));
    } finally {
      setBusy(false);
    }
  };

  const label = quiz.video_id === null ? t('courseQuiz') : t('lessonQuiz');
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid={`quiz-${quiz.id}`}>
      <header className={styles.head}>
        <p className={styles.kicker}>{label}</p>
        <h2 id={headingId} className={styles.title}>
          {quiz.title}
        </h2>
        <p className={styles.meta}>
          {t('questions', { count: quiz.questions.length })} · {t('passMark', { percent: quiz.pass_percent })}
          {quiz.best_score !== null ? <> · {t('best', { score: quiz.best_score })}</> : null}
        </p>
        <p className={styles.badges}>
          {quiz.required_for_certificate ? <Badge tone="neutral">{t('required')}</Badge> : null}
          {quiz.passed ? <Badge tone="success">{t('passed')}</Badge> : null}
        </p>
      </header>

      {mode.kind === 'taking' ? (
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(mode.attemptId);
          }}
        >
          {quiz.questions.map((question, index) => {
            const single = question.kind === 'single';
            const hintId = `${headingId}-q${question.id}-hint`;
            return (
              <fieldset key={question.id} className={styles.question} aria-describedby={hintId}>
                <legend className={styles.legend}>
                  <span className={styles.number}>
                    {t('questionOf', { number: index + 1, total: quiz.questions.length })}
                  </span>
                  <span className={styles.questionText}>{question.text}</span>
                </legend>
                <p id={hintId} className={styles.hint}>
                  {single ? t('single') : t('multiple')}
                </p>
                <div className={styles.options}>
                  {question.options.map((option) => {
                    const inputId = `${headingId}-o${option.id}`;
                    return (
                      <div key={option.id} className={styles.option}>
                        <input
                          id={inputId}
                          type={single ? 'radio' : 'checkbox'}
                          name={`${headingId}-q${question.id}`}
                          value={option.id}
                          checked={(answers.get(question.id) ?? []).includes(option.id)}
                          onChange={(event) => choose(question.id, option.id, single, event.target.checked)}
                        />
                        <label htmlFor={inputId}>{option.text}</label>
                      </div>
                    );
                  })}
                </div>
              </fieldset>
            );
          })}
          {problem ? <Alert tone="danger">{problem}</Alert> : null}
          <div className={styles.actions}>
            <Button type="submit" loading={busy} loadingText={t('submitting')}>
              {t('submit')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setProblem(null);
                setMode({ kind: 'idle' });
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {mode.kind === 'result' ? (
            <QuizResult quiz={quiz} result={mode.result} focusRef={resultRef} />
          ) : quiz.required_for_certificate && !quiz.passed ? (
            <p className={styles.note}>{t('certificateWaits')}</p>
          ) : null}
          {problem ? <Alert tone="danger">{problem}</Alert> : null}
          <div className={styles.actions}>
            <Button
              variant={quiz.passed ? 'secondary' : 'primary'}
              loading={busy}
              onClick={() => void begin()}
              data-testid="quiz-start"
            >
              {quiz.open_attempt_id !== null
                ? t('continue')
                : quiz.attempts > 0 || mode.kind === 'result'
                  ? t('retry')
                  : t('start')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function QuizResult({
  quiz,
  result,
  focusRef,
}: {
  quiz: LearnerQuiz;
  result: QuizSubmitResponse;
  focusRef: React.RefObject<HTMLDivElement | null>;
}) {
  const { t } = useQuizzesTranslation();
  const outcome = new Map(result.questions.map((entry) => [entry.question_id, entry]));
  return (
    <div ref={focusRef} tabIndex={-1} className={styles.result} data-testid="quiz-result">
      <Alert tone={result.passed ? 'success' : 'danger'}>
        {result.passed
          ? t('resultPassed', { score: result.score, percent: result.pass_percent })
          : t('resultFailed', { score: result.score, percent: result.pass_percent })}
      </Alert>
      {result.certificate_code ? (
        <p className={styles.certificate}>
          <span>{t('certificateReady')}</span>
          <ButtonLink
            to={`/certificates/${result.certificate_code}`}
            size="sm"
            data-testid="quiz-certificate-link"
          >
            {t('certificateLink')}
          </ButtonLink>
        </p>
      ) : null}
      <ol className={styles.review}>
        {quiz.questions.map((question) => {
          const entry = outcome.get(question.id);
          if (!entry) return null;
          return (
            <li key={question.id} className={entry.correct ? styles.right : styles.wrong}>
              <p className={styles.reviewQuestion}>
                <span className={styles.mark}>{entry.correct ? t('right') : t('wrong')}</span> {question.text}
              </p>
              <ul className={styles.reviewOptions}>
                {question.options.map((option) => {
                  const chosen = entry.selected_option_ids.includes(option.id);
                  const correct = entry.correct_option_ids?.includes(option.id) ?? false;
                  if (!chosen && !correct) return null;
                  const notes = [chosen ? t('yourChoice') : null, correct ? t('correctOption') : null]
                    .filter(Boolean)
                    .join(', ');
                  return (
                    <li key={option.id}>
                      {option.text} <span className={styles.optionNote}>({notes})</span>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
