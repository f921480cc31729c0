// The newsletter sign-up of spec 000 §2, §3, §5, §8: e-mail, privacy consent and an ALTCHA captcha. Submit is
// enabled by a valid e-mail plus consent; without a solved captcha it says "Captcha validation required".
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { AltchaCaptcha, type AltchaCaptchaHandle } from '../../../components/ui/altcha-captcha';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmailTextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { Trans, useTranslation } from '../../../lib/i18n-react';
import { useSubscribeToNewsletter } from '../api/subscribe';
import styles from './newsletter-block.module.css';

/** "A simple address pattern" (spec 000 §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface NewsletterBlockProps {
  /** Where the consent was given, recorded with it; the server's default is the home block. */
  source?: string;
  className?: string;
}

export function NewsletterBlock({ source, className }: NewsletterBlockProps) {
  const { t } = useTranslation(['home', 'errors']);
  const errorText = useErrorText();
  const subscribe = useSubscribeToNewsletter();
  const hintId = useId();
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [consent, setConsent] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const captchaRef = useRef<AltchaCaptchaHandle>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  // The captcha (a ~35 KB widget) loads only when the block comes near the viewport.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = rootRef.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const trimmed = email.trim();
  const emailValid = EMAIL_PATTERN.test(trimmed);
  const canSubmit = emailValid && consent && !subscribe.isPending;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!emailValid || !consent) return;
    if (!captchaToken) {
      setError(t('errors:captcha.required'));
      return;
    }
    setError(null);
    try {
      await subscribe.mutateAsync({ email: trimmed, consent: true, captchaToken, source });
      setSubscribed(trimmed);
      setEmail('');
      setEmailTouched(false);
      setConsent(false);
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (cause) {
      const fieldError =
        cause instanceof ApiError
          ? (cause.errors.captchaToken?.[0] ?? cause.errors.email?.[0] ?? cause.errors.consent?.[0])
          : undefined;
      const message =
        (cause instanceof ApiError ? cause.serverMessage : null) ??
        errorText(fieldError) ??
        t('errors:newsletter.failed', { defaultValue: t('home:newsletter.error') });
      setError(message);
    } finally {
      // A solution is good for one request: whatever happened, the next try needs a fresh one.
      captchaRef.current?.reset();
      setCaptchaToken(null);
    }
  }

  return (
    <section
      ref={rootRef}
      className={[styles.block, className].filter(Boolean).join(' ')}
      aria-labelledby="newsletter-title"
      data-testid="newsletter"
    >
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{t('home:newsletter.eyebrow')}</p>
        <h2 id="newsletter-title" className={styles.title}>
          {t('home:newsletter.title')}
        </h2>
        <p className={styles.text}>{t('home:newsletter.text')}</p>
      </div>
      {subscribed ? (
        <div ref={successRef} tabIndex={-1} className={styles.success} data-testid="newsletter-success">
          <Alert tone="success" title={t('home:newsletter.successTitle')}>
            {t('home:newsletter.success', { email: subscribed })}
          </Alert>
          <Button variant="ghost" onClick={() => setSubscribed(null)}>
            {t('home:newsletter.again')}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <EmailTextField
            label={t('home:newsletter.email')}
            placeholder={t('home:newsletter.emailPlaceholder')}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            onBlur={() => setEmailTouched(true)}
            required
            error={emailTouched && trimmed !== '' && !emailValid ? t('errors:email.invalid') : undefined}
            data-testid="newsletter-email"
          />
          <Checkbox
            label={
              <Trans
                t={t}
                i18nKey="home:newsletter.consent"
                components={{ privacy: <Link to="/conditions" /> }}
              />
            }
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              setError(null);
            }}
            required
            data-testid="newsletter-consent"
          />
          {near ? (
            <AltchaCaptcha
              ref={captchaRef}
              label={t('home:newsletter.captchaLabel')}
              onChange={(token) => {
                setCaptchaToken(token);
                if (token) setError(null);
              }}
              testId="newsletter-captcha"
            />
          ) : (
            <div className={styles.captchaSlot} aria-hidden="true" />
          )}
          {error ? (
            <div data-testid="newsletter-error">
              <Alert tone="danger">{error}</Alert>
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button
              type="submit"
              size="lg"
              disabled={!canSubmit}
              loading={subscribe.isPending}
              loadingText={t('home:newsletter.submitting')}
              aria-describedby={canSubmit ? undefined : hintId}
              data-testid="newsletter-submit"
            >
              {t('home:newsletter.submit')}
            </Button>
            {canSubmit ? null : (
              <p id={hintId} className={styles.hint}>
                {t('home:newsletter.hint')}
              </p>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
