// /landing-page and /free-course (spec 000 §2, §4 "Free sign-up", §5, §8): the free interior-design mini course.
// Hero, benefits, the registration section, testimonials, instructor, final call to action; every call to
// action scrolls smoothly to the registration section. Without consent nothing is sent; while sending the button
// reads "PRIJAVLJUJEM..." and is disabled; success goes to /thank-you; a failure shows the server's message (or
// the default) and gives the button back.
import type { LandingPageKey } from '@atelje/shared/marketing/landings';
import type { InteriorSignupContent } from '@atelje/shared/marketing/signup-content';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLanding } from '../api/get-landing';
import { useLandingsTranslation } from './landings-i18n';
import { checkEmail, checkName, type FieldProblem, registerFreeCourse } from './register-free-course';
import styles from './signup.module.css';
import {
  ConsentLabel,
  FinalCta,
  InstructorBio,
  REGISTRATION_ID,
  SignupFrame,
  SignupHero,
  Testimonials,
  TileGrid,
  useScrollToRegistration,
} from './signup-sections';

export default function InteriorSignupPage(_: { pageKey: LandingPageKey }) {
  const landing = useLanding('interior-signup');
  const content = landing.data?.content;
  return (
    <SignupFrame status={landing.status} onRetry={() => void landing.refetch()}>
      {() => (content?.layout === 'interior' ? <InteriorSignup content={content} /> : null)}
    </SignupFrame>
  );
}

function InteriorSignup({ content }: { content: InteriorSignupContent }) {
  usePageTitle(content.seo.title, { bare: true });
  const scrollToForm = useScrollToRegistration();
  return (
    <>
      <SignupHero hero={content.hero} onCta={scrollToForm} />
      <TileGrid title={content.benefits.title} tiles={content.benefits.items} />
      <RegistrationSection registration={content.registration} />
      <Testimonials title={content.testimonials.title} items={content.testimonials.items} />
      <InstructorBio instructor={content.instructor} />
      <FinalCta cta={content.final_cta} onCta={scrollToForm} />
    </>
  );
}

type Problems = Partial<Record<'first_name' | 'email', FieldProblem>>;

function RegistrationSection({ registration }: { registration: InteriorSignupContent['registration'] }) {
  const { t } = useLandingsTranslation();
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const { form } = registration;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setServerErrors({});
    // Spec 000 §5: without consent the message shows and nothing is sent.
    if (!consent) {
      setError(t('interior.consentRequired'));
      return;
    }
    const found: Problems = {};
    const nameProblem = checkName(firstName);
    const emailProblem = checkEmail(email);
    if (nameProblem) found.first_name = nameProblem;
    if (emailProblem) found.email = emailProblem;
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setError(null);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await registerFreeCourse({ first_name: firstName.trim(), email: email.trim(), consent: true });
      navigate('/thank-you');
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      setServerErrors(apiError?.errors ?? {});
      setError(apiError?.serverMessage ?? t('interior.error'));
      setSending(false);
    }
  }

  const fieldError = (field: 'first_name' | 'email') => {
    const problem = problems[field];
    return problem ? t(`fields.${problem}`) : serverErrors[field]?.[0];
  };

  return (
    <section
      id={REGISTRATION_ID}
      className={`${styles.section} ${styles.registration}`}
      aria-labelledby="registration-title"
    >
      <div className={styles.registrationIntro}>
        <h2 id="registration-title" className={styles.sectionTitle}>
          {registration.title}
        </h2>
        {registration.text ? <p className={styles.paragraph}>{registration.text}</p> : null}
      </div>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('registrationLabel')}>
        <TextField
          label={form.first_name}
          name="first_name"
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          error={fieldError('first_name')}
          required
        />
        <TextField
          label={form.email}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError('email')}
          required
        />
        <Checkbox
          name="consent"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          label={<ConsentLabel consent={form.consent} />}
          error={serverErrors.consent?.[0]}
        />
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Button type="submit" size="lg" block disabled={sending}>
          {sending ? t('interior.submitting') : form.submit}
        </Button>
      </form>
    </section>
  );
}
