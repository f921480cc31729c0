// Section "prodavac": the seller's details (ADR 035), one record for the bank slip's payee, the invoice, the contact
// page and the e-mail footer. The form checks what the server checks (PIB and account check digits, MB and postal
// code lengths) with the same messages; the server's field errors land under their fields too.
import {
  type AdminSellerResponse,
  type SellerDetailsRequest,
  sellerDetailsRequestSchema,
} from '@atelje/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { isOneOf } from '../../../lib/text-keys';
import { useSaveSellerSettings, useSellerSettings } from '../api/seller';
import styles from '../components/admin.module.css';
import { useAdminTranslation } from '../lib/admin-i18n';
import { toastError, toastSuccess } from '../lib/toasts';

type Values = SellerDetailsRequest;
type Field = Path<Values>;

const FIELDS: Field[] = [
  'name',
  'address',
  'postal_code',
  'city',
  'country',
  'registration_number',
  'tax_number',
  'bank_account',
  'support_email',
  'phone',
];

/** The fields with a hint under them (seller.hints.*). */
const HINTED = ['postal_code', 'registration_number', 'tax_number', 'bank_account', 'phone'] as const;

const EMPTY: Values = {
  name: '',
  address: '',
  postal_code: '',
  city: '',
  country: '',
  registration_number: '',
  tax_number: '',
  bank_account: '',
  support_email: '',
  phone: '',
};

export function SellerSection() {
  const { t } = useAdminTranslation();
  const settings = useSellerSettings();

  return (
    <section className={styles.section} aria-labelledby="seller-heading">
      <h2 id="seller-heading" className={styles.heading}>
        {t('sections.prodavac')}
      </h2>
      <p className={styles.lead}>{t('seller.lead')}</p>
      {settings.isPending ? <Spinner label={t('common.loading')} /> : null}
      {settings.isError ? <Alert tone="danger">{t('seller.loadFailed')}</Alert> : null}
      {settings.data ? <SellerForm loaded={settings.data} /> : null}
    </section>
  );
}

function SellerForm({ loaded }: { loaded: AdminSellerResponse }) {
  const { t, language } = useAdminTranslation();
  const errorText = useErrorText();
  const save = useSaveSellerSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(sellerDetailsRequestSchema) as never,
    defaultValues: { ...EMPTY, ...loaded.data },
  });

  useEffect(() => {
    reset({ ...EMPTY, ...loaded.data });
  }, [loaded.data, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await save.mutateAsync(values);
      toastSuccess(answer.message ?? t('sections.prodavac'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && applyServerErrors(error, setError, FIELDS) > 0)
        return;
      const message =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : t('seller.saveFailed');
      setFailure(message);
      toastError(message);
    }
  });

  const field = (name: Field, options: { hint?: boolean; type?: string; autoComplete?: string } = {}) => (
    <TextField
      label={t(`seller.fields.${name}`)}
      hint={options.hint && isOneOf(HINTED, name) ? t(`seller.hints.${name}`) : undefined}
      type={options.type}
      autoComplete={options.autoComplete ?? 'off'}
      error={errorText(errors[name]?.message)}
      data-testid={`seller-${name}`}
      {...register(name)}
    />
  );

  const savedAt = loaded.updated_at
    ? new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'sr-Latn-RS', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Europe/Belgrade',
      }).format(new Date(loaded.updated_at))
    : null;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="seller-form">
      {loaded.source === 'defaults' ? (
        <Alert tone="info">{t('seller.defaults')}</Alert>
      ) : savedAt ? (
        <p className={styles.muted}>{t('seller.savedAt', { date: savedAt })}</p>
      ) : null}

      <h3 className={styles.subheading}>{t('seller.groups.company')}</h3>
      {field('name', { autoComplete: 'organization' })}
      {field('address', { autoComplete: 'street-address' })}
      <div className={styles.formRow}>
        {field('postal_code', { hint: true, autoComplete: 'postal-code' })}
        {field('city', { autoComplete: 'address-level2' })}
      </div>
      {field('country', { autoComplete: 'country-name' })}

      <h3 className={styles.subheading}>{t('seller.groups.registers')}</h3>
      <div className={styles.formRow}>
        {field('registration_number', { hint: true })}
        {field('tax_number', { hint: true })}
      </div>
      {field('bank_account', { hint: true })}

      <h3 className={styles.subheading}>{t('seller.groups.contact')}</h3>
      <div className={styles.formRow}>
        {field('support_email', { type: 'email', autoComplete: 'email' })}
        {field('phone', { hint: true, type: 'tel', autoComplete: 'tel' })}
      </div>

      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          loading={isSubmitting}
          loadingText={t('common.saving')}
          data-testid="seller-save"
        >
          {t('seller.save')}
        </Button>
      </div>
    </form>
  );
}
