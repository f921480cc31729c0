// The free style sign-ups (spec 000 §2 "Main signup page", §4 "Gendered signup", §5, §8): the main page
// (/landing-main-page-{name}, /izgradi-svoj-stil) asks for the gender; the men's and women's pages fix it. While
// sending the button reads "Slanje..."; musko goes to /besplatni-kurs-{name}-m, zensko to -w; a refusal or an
// unexpected answer shows the toast "Došlo je do greške. Pokušajte ponovo.", a network failure "Došlo je do
// greške prilikom slanja.".
import type { LandingPageKey } from '@atelje/shared/marketing/landings';
import { landingPath, landingPaths } from '@atelje/shared/marketing/landings';
import type { StyleSignupContent } from '@atelje/shared/marketing/signup-content';
import type {
  FreeSignupGender,
  StyleSignupPage as StylePageKey,
} from '@atelje/shared/marketing/signup-schemas';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { usePublicSettings } from '../../../lib/public-settings';
import { toast } from '../../../lib/toast';
import { useLanding } from '../api/get-landing';
import { useLandingsTranslation } from './landings-i18n';
import { checkNameAndEmail, type FieldProblem, registerFreeCourse2 } from './register-free-course';
import { RegistrationSection, SignupEmailField, useFieldErrors } from './registration-form';
import styles from './signup.module.css';
import {
  ConsentLabel,
  FinalCta,
  InstructorBio,
  SignupFrame,
  SignupHero,
  Testimonials,
  TileGrid,
  useScrollToRegistration,
} from './signup-sections';

const FIXED_GENDER: Partial<Record<StylePageKey, FreeSignupGender>> = {
  'style-signup-m': 'musko',
  'style-signup-w': 'zensko',
};

function isStylePage(key: LandingPageKey): key is StylePageKey {
  return key === 'style-signup' || key === 'style-signup-m' || key === 'style-signup-w';
}

export default function StyleSignupPage({ pageKey }: { pageKey: LandingPageKey }) {
  const page: StylePageKey = isStylePage(pageKey) ? pageKey : 'style-signup';
  const landing = useLanding(page);
  const content = landing.data?.content;
  return (
    <SignupFrame status={landing.status} onRetry={() => void landing.refetch()}>
      {() => (content?.layout === 'style' ? <StyleSignup page={page} content={content} /> : null)}
    </SignupFrame>
  );
}

function StyleSignup({ page, content }: { page: StylePageKey; content: StyleSignupContent }) {
  const { t } = useLandingsTranslation();
  const scrollToForm = useScrollToRegistration();
  return (
    <>
      <SignupHero hero={content.hero} onCta={scrollToForm} />
      <TileGrid tiles={content.tiles} />
      <section className={styles.section} aria-labelledby="learning-title">
        <div className={styles.learning}>
          <div>
            <h2 id="learning-title" className={styles.sectionTitle}>
              {content.learning.title}
            </h2>
            <p className={styles.note}>{content.note}</p>
          </div>
          <ol className={styles.learningList} aria-label={t('style.learningLabel')}>
            {content.learning.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </div>
      </section>
      <StyleForm page={page} form={content.form} />
      <Testimonials title={content.testimonials.title} items={content.testimonials.items} />
      <InstructorBio instructor={content.instructor} />
      <FinalCta cta={content.final_cta} onCta={scrollToForm} />
    </>
  );
}

function toastError(message: string) {
  toast.error(message, { autoClose: 3000 });
}

function StyleForm({ page, form }: { page: StylePageKey; form: StyleSignupContent['form'] }) {
  const { t } = useLandingsTranslation();
  const navigate = useNavigate();
  const settings = usePublicSettings();
  const fixedGender = FIXED_GENDER[page];
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [gender, setGender] = useState<FreeSignupGender | ''>(fixedGender ?? '');
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const { setProblems, serverErrors, setServerErrors, fieldError } = useFieldErrors<
    'name' | 'email' | 'gender'
  >();
  const [consentMissing, setConsentMissing] = useState(false);

  /** The thank-you page of the gender (the spec's /besplatni-kurs-{name}-m or -w). */
  function thankYouPath(chosen: FreeSignupGender): string | null {
    const slug = settings.data?.landing_slug ?? null;
    const key = chosen === 'musko' ? 'style-thank-you-m' : 'style-thank-you-w';
    return (
      landingPaths(slug)[key].find((path) => path.startsWith('/besplatni-kurs-')) ?? landingPath(key, slug)
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setServerErrors({});
    const found: Partial<Record<'name' | 'email' | 'gender', FieldProblem>> = checkNameAndEmail(
      'name',
      name,
      email,
    );
    if (!gender) found.gender = 'genderRequired';
    setProblems(found);
    setConsentMissing(!consent);
    // Spec 000 §5: nothing is sent unless name, e-mail, gender and consent are all there.
    if (Object.keys(found).length > 0 || !consent || !gender) return;
    setSending(true);
    try {
      const answer = await registerFreeCourse2({
        name: name.trim(),
        email: email.trim(),
        gender,
        consent: true,
        page,
      });
      const next = answer && typeof answer.course_id === 'number' ? thankYouPath(gender) : null;
      if (!next) {
        setSending(false);
        toastError(t('style.error'));
        return;
      }
      navigate(next);
    } catch (caught) {
      setSending(false);
      if (caught instanceof ApiError && caught.status !== 0) {
        setServerErrors(caught.errors);
        toastError(t('style.error'));
      } else {
        toastError(t('style.networkError'));
      }
    }
  }

  return (
    <RegistrationSection title={form.title} onSubmit={submit}>
      <TextField
        label={form.name}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldError('name')}
        required
      />
      <SignupEmailField label={form.email} value={email} onChange={setEmail} error={fieldError('email')} />
      {fixedGender ? (
        <input type="hidden" name="gender" value={fixedGender} />
      ) : (
        <Select
          label={form.gender}
          name="gender"
          placeholder={form.gender_placeholder}
          options={[
            { value: 'musko', label: form.gender_options.musko },
            { value: 'zensko', label: form.gender_options.zensko },
          ]}
          value={gender}
          onChange={(event) => setGender(event.target.value as FreeSignupGender | '')}
          error={fieldError('gender')}
          required
        />
      )}
      <Checkbox
        name="consent"
        checked={consent}
        onChange={(event) => {
          setConsent(event.target.checked);
          if (event.target.checked) setConsentMissing(false);
        }}
        label={<ConsentLabel consent={form.consent} />}
        error={consentMissing ? t('style.consentRequired') : serverErrors.consent?.[0]}
      />
      {serverErrors.page ? <Alert tone="danger">{serverErrors.page[0]}</Alert> : null}
      <Button type="submit" size="lg" block disabled={sending}>
        {sending ? t('style.submitting') : form.submit}
      </Button>
    </RegistrationSection>
  );
}
