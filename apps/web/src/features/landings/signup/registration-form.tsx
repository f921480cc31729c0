// What the free sign-up forms (interior, style) share: the registration section the calls to action scroll to,
// the e-mail field, and each field's error: the form's own check first, else the server's.
import { type FormEvent, type ReactNode, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useLandingsTranslation } from './landings-i18n';
import type { FieldProblem } from './register-free-course';
import styles from './signup.module.css';
import { REGISTRATION_ID } from './signup-sections';

export function useFieldErrors<F extends string>() {
  const { t } = useLandingsTranslation();
  const [problems, setProblems] = useState<Partial<Record<F, FieldProblem>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const fieldError = (field: F) => {
    const problem = problems[field];
    return problem ? t(`fields.${problem}`) : serverErrors[field]?.[0];
  };
  return { setProblems, serverErrors, setServerErrors, fieldError };
}

export function RegistrationSection({
  title,
  text,
  onSubmit,
  children,
}: {
  title: string;
  text?: string | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useLandingsTranslation();
  return (
    <section
      id={REGISTRATION_ID}
      className={`${styles.section} ${styles.registration}`}
      aria-labelledby="registration-title"
    >
      <div className={styles.registrationIntro}>
        <h2 id="registration-title" className={styles.sectionTitle}>
          {title}
        </h2>
        {text ? <p className={styles.paragraph}>{text}</p> : null}
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('registrationLabel')}>
        {children}
      </form>
    </section>
  );
}

export function SignupEmailField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      label={label}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required
    />
  );
}
