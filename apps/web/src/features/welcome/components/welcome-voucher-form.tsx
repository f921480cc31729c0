// The friend's-e-mail form of the welcome voucher (spec 000 §2, §5 "e-mail required", §8 "Please try again."),
// used by the navbar modal and the /welcome page. Field errors (ours and the server's) sit under the field; any
// other failure shows "Please try again." with the server's reason when it gave one.
import {
  type WelcomeVoucherRequest,
  type WelcomeVoucherResponse,
  welcomeVoucherRequestSchema,
} from '@atelje/shared/marketing/welcome-schemas';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import stack from '../../../components/ui/form-stack.module.css';
import { EmailTextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSendWelcomeVoucher } from '../api/send-welcome-voucher';
import { useWelcomeTranslation } from '../lib/welcome-i18n';
import styles from './welcome-voucher-form.module.css';

interface WelcomeVoucherFormProps {
  /** Shown beside "Send another" after a success (the modal's close button). */
  onDone?: () => void;
}

export function WelcomeVoucherForm({ onDone }: WelcomeVoucherFormProps) {
  const { t, i18n } = useWelcomeTranslation();
  const send = useSendWelcomeVoucher();
  const [sent, setSent] = useState<WelcomeVoucherResponse | null>(null);
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, setError, setFocus, reset, errors, isSubmitting, errorText } =
    useSchemaForm(welcomeVoucherRequestSchema, { email: '' });

  // After a success the form is gone: focus moves to the result's first action, not back to <body>.
  useEffect(() => {
    if (sent) resultRef.current?.querySelector('button')?.focus();
  }, [sent]);

  async function deliver(values: WelcomeVoucherRequest) {
    setFailure(null);
    try {
      setSent(await send.mutateAsync(values));
      reset({ email: '' });
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 422 &&
        applyServerErrors(error, setError, ['email']) > 0
      ) {
        return;
      }
      const reason = error instanceof ApiError && error.status === 429 ? error.serverMessage : null;
      setFailure({ reason });
    }
  }

  if (sent) {
    return (
      <div className={stack.form} ref={resultRef} data-testid="welcome-voucher-sent">
        <Alert tone="success" title={t('voucher.sentTitle')}>
          <p>{sent.message}</p>
          <p className={styles.detail}>
            {t('voucher.sentDetail', {
              percent: sent.percent,
              date: formatDate(sent.valid_until, i18n.resolvedLanguage ?? 'sr'),
            })}
          </p>
        </Alert>
        <div className={stack.actions}>
          <Button
            variant={onDone ? 'secondary' : 'primary'}
            onClick={() => {
              setSent(null);
              // The field is back on the next render.
              setTimeout(() => setFocus('email'), 0);
            }}
          >
            {t('voucher.another')}
          </Button>
          {onDone ? <Button onClick={onDone}>{t('voucher.close')}</Button> : null}
        </div>
      </div>
    );
  }

  return (
    <form
      className={stack.form}
      onSubmit={handleSubmit(deliver)}
      noValidate
      data-testid="welcome-voucher-form"
    >
      <EmailTextField
        label={t('voucher.email')}
        autoComplete="off"
        placeholder={t('voucher.placeholder')}
        required
        aria-required="true"
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
      {failure ? (
        <Alert tone="danger" title={failure.reason ?? t('voucher.failedTitle')}>
          {t('voucher.failed')}
        </Alert>
      ) : null}
      <div className={stack.actions}>
        <Button type="submit" loading={isSubmitting} loadingText={t('voucher.sending')}>
          {t('voucher.send')}
        </Button>
      </div>
    </form>
  );
}
