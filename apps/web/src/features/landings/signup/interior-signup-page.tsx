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
import { useLanding } from '../api/get-landing';
import { useLandingsTranslation } from './landings-i18n';
import { checkNameAndEmail, registerFreeCourse } from './register-free-course';
import { RegistrationSection, SignupEmailField, useFieldErrors } from './registration-form';
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
  const scrollToForm = useScrollToRegistration();
  return (
    <>
      <SignupHero hero={content.hero} onCta={scrollToForm} />
      <TileGrid title={content.benefits.title} tiles={content.benefits.items} />
      <InteriorForm registration={content.registration} />
      <Testimonials title={content.testimonials.title} items={content.testimonials.items} />
      <InstructorBio instructor={content.instructor} />
      <FinalCta cta={content.final_cta} onCta={scrollToForm} />
    </>
  );
}

function InteriorForm({ registration }: { registration: InteriorSignupContent['registration'] }) {
  const { t } = useLandingsTranslation();
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const { setProblems, serverErrors, setServerErrors, fieldError } = useFieldErrors<'first_name' | 'email'>();
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
    const found = checkNameAndEmail('first_name', firstName, email);
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

  return (
    <RegistrationSection title={registration.title} text={registration.text} onSubmit={submit}>
      <TextField
        label={form.first_name}
        name="first_name"
        autoComplete="given-name"
        value={firstName}
        onChange={(event) => setFirstName(event.target.value)}
        error={fieldError('first_name')}
        required
      />
      <SignupEmailField label={form.email} value={email} onChange={setEmail} error={fieldError('email')} />
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
    </RegistrationSection>
  );
}
