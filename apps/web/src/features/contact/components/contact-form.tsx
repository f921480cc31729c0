// The contact form of spec 000 §2–§5, §8: name, e-mail and message all required; idle → "Sending..." → success
// or error (the server's message, else "An error occurred while sending the message. Please try again.", or
// "An error occurred on the server." for a 5xx).
import { contactRequestSchema } from '@atelje/shared/contact/schemas';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmailTextField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { usePagesTranslation } from '../../pages';
import { useSendContactMessage } from '../api/send-contact-message';
import styles from './contact-form.module.css';
import { TextAreaField } from './text-area-field';

type Status = { state: 'idle' } | { state: 'success'; email: string } | { state: 'error'; message: string };

export function ContactForm() {
  const { t } = usePagesTranslation();
  const send = useSendContactMessage();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const successRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, reset, setError, setFocus, errors, isSubmitting, errorText } =
    useSchemaForm(contactRequestSchema, { name: '', email: '', message: '' });

  const onSubmit = handleSubmit(async (values) => {
    setStatus({ state: 'idle' });
    try {
      await send.mutateAsync(values);
      reset();
      setStatus({ state: 'success', email: values.email.trim() });
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 422 && applyServerErrors(error, setError, ['name', 'email', 'message']) > 0)
          return;
        const message =
          error.serverMessage ?? (error.status >= 500 ? t('contact.errorServer') : t('contact.errorDefault'));
        setStatus({ state: 'error', message });
        return;
      }
      setStatus({ state: 'error', message: t('contact.errorDefault') });
    }
  });

  if (status.state === 'success') {
    return (
      <div ref={successRef} tabIndex={-1} className={styles.success} data-testid="contact-success">
        <Alert tone="success" title={t('contact.successTitle')}>
          {t('contact.success', { email: status.email })}
        </Alert>
        <Button
          variant="secondary"
          onClick={() => {
            setStatus({ state: 'idle' });
            requestAnimationFrame(() => setFocus('name'));
          }}
        >
          {t('contact.sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="contact-form">
      <p className={styles.required}>{t('contact.required')}</p>
      <TextField
        label={t('contact.name')}
        autoComplete="name"
        placeholder={t('contact.namePlaceholder')}
        required
        aria-required="true"
        error={errorText(errors.name?.message)}
        data-testid="contact-name"
        {...register('name')}
      />
      <EmailTextField
        label={t('contact.email')}
        placeholder={t('contact.emailPlaceholder')}
        required
        aria-required="true"
        error={errorText(errors.email?.message)}
        data-testid="contact-email"
        {...register('email')}
      />
      <TextAreaField
        label={t('contact.message')}
        placeholder={t('contact.messagePlaceholder')}
        required
        aria-required="true"
        rows={7}
        error={errorText(errors.message?.message)}
        data-testid="contact-message"
        {...register('message')}
      />
      {status.state === 'error' ? (
        <div data-testid="contact-error">
          <Alert tone="danger">{status.message}</Alert>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          size="lg"
          loading={isSubmitting}
          loadingText={t('contact.sending')}
          data-testid="contact-submit"
        >
          {t('contact.submit')}
        </Button>
      </div>
    </form>
  );
}
