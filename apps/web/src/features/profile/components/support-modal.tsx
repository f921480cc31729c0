// The profile's support modal (spec 000 §5, §7 POST /support): a reply address (the account's by default) and a
// message that must not be empty; a failed send shows "Greška pri slanju poruke!" with a retry of the same message.
import { type SupportRequest, supportRequestSchema } from '@atelje/shared/contact/schemas';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import fieldStyles from '../../../components/ui/field.module.css';
import stack from '../../../components/ui/form-stack.module.css';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSendSupportMessage } from '../api/send-support-message';
import styles from './account.module.css';

interface SupportModalProps {
  open: boolean;
  onClose: () => void;
  email: string;
}

function SupportForm({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation(['profile', 'errors']);
  const send = useSendSupportMessage();
  const messageId = useId();
  const [sent, setSent] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, setError, reset, errors, isSubmitting, errorText } = useSchemaForm(
    supportRequestSchema,
    { email, message: '' },
  );

  async function deliver(values: SupportRequest) {
    setFailed(false);
    try {
      const response = await send.mutateAsync(values);
      setSent(response.message);
      reset({ email, message: '' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        if (applyServerErrors(error, setError, ['email', 'message']) > 0) return;
      }
      setFailed(true);
    }
  }

  if (sent) {
    return (
      <div className={stack.form} data-testid="support-sent">
        <Alert tone="success">{sent}</Alert>
        <div className={stack.actions}>
          <Button onClick={onClose}>{t('support.close')}</Button>
          <Button variant="secondary" onClick={() => setSent(null)}>
            {t('support.another')}
          </Button>
        </div>
      </div>
    );
  }

  const messageError = errorText(errors.message?.message);
  return (
    <form className={stack.form} onSubmit={handleSubmit(deliver)} noValidate data-testid="support-form">
      <TextField
        label={t('support.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={messageId}>
          {t('support.message')}
        </label>
        <div className={fieldStyles.control} data-invalid={messageError ? true : undefined}>
          <textarea
            id={messageId}
            rows={6}
            className={[fieldStyles.input, styles.textarea].join(' ')}
            placeholder={t('support.placeholder')}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${messageId}-error` : undefined}
            data-autofocus
            {...register('message')}
          />
        </div>
        {messageError ? (
          <p id={`${messageId}-error`} className={fieldStyles.error}>
            <span>{messageError}</span>
          </p>
        ) : null}
      </div>
      {failed ? <Alert tone="danger">{t('support.failed')}</Alert> : null}
      <div className={stack.actions}>
        {/* After a failed send the same button sends the message again, as typed now. */}
        <Button type="submit" loading={isSubmitting} loadingText={t('support.sending')}>
          {failed ? t('support.retry') : t('support.send')}
        </Button>
      </div>
    </form>
  );
}

export function SupportModal({ open, onClose, email }: SupportModalProps) {
  const { t } = useTranslation('profile');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('support.title')}
      description={t('support.intro')}
      testId="support-modal"
    >
      <SupportForm email={email} onClose={onClose} />
    </Modal>
  );
}
