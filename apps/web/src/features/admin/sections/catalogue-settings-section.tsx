// Section "katalog" (ADR 071): the selling settings — the paid extension's price (a percentage of the course price)
// and months, the free extension's months, RSD per 1 EUR for PayPal, the VAT note under prices in both languages, the
// free mini course, the landing pages' courses and their {name}. The form checks what the server checks with the
// same messages; orders priced after a save use the new values.
import {
  type AdminCatalogueSettingsResponse,
  type CatalogueSettingsRequest,
  catalogueSettingsRequestChecked,
} from '@atelje/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { type CatalogueSettingsBody, useCatalogueSettings, useSaveCatalogueSettings } from '../api/catalogue';
import styles from '../components/admin.module.css';
import { useAdminTranslation } from '../lib/admin-i18n';
import { toastError, toastSuccess } from '../lib/toasts';
import { TransliterationSettings } from './transliteration-settings';

/** The form's values: every field as the inputs hold it (text). */
type Values = { [K in keyof CatalogueSettingsRequest]: string };
type Field = Path<Values>;

const FIELDS: Field[] = [
  'extension_percent',
  'extension_months',
  'free_extension_months',
  'eur_rate',
  'eur_rate_source',
  'eur_rate_url',
  'vat_text_sr',
  'vat_text_en',
  'free_mini_course_id',
  'interior_landing_course_id',
  'style_landing_course_id',
  'landing_slug',
];

const COURSE_FIELDS = [
  'free_mini_course_id',
  'interior_landing_course_id',
  'style_landing_course_id',
] as const;

function toValues(data: AdminCatalogueSettingsResponse['data']): Values {
  return {
    extension_percent: String(data.extension_percent),
    extension_months: String(data.extension_months),
    free_extension_months: String(data.free_extension_months),
    eur_rate: data.eur_rate,
    eur_rate_source: data.eur_rate_source,
    eur_rate_url: data.eur_rate_url,
    vat_text_sr: data.vat_text_sr,
    vat_text_en: data.vat_text_en,
    free_mini_course_id: data.free_mini_course_id === null ? '' : String(data.free_mini_course_id),
    interior_landing_course_id:
      data.interior_landing_course_id === null ? '' : String(data.interior_landing_course_id),
    style_landing_course_id:
      data.style_landing_course_id === null ? '' : String(data.style_landing_course_id),
    landing_slug: data.landing_slug,
  };
}

export function CatalogueSettingsSection() {
  const { t } = useAdminTranslation();
  const settings = useCatalogueSettings();

  return (
    <section className={styles.section} aria-labelledby="catalogue-heading" data-testid="catalogue-settings">
      <h2 id="catalogue-heading" className={styles.heading}>
        {t('sections.katalog')}
      </h2>
      <p className={styles.lead}>{t('catalogue.lead')}</p>
      {settings.isPending ? <Spinner label={t('common.loading')} /> : null}
      {settings.isError ? <Alert tone="danger">{t('catalogue.loadFailed')}</Alert> : null}
      {settings.data ? <CatalogueForm loaded={settings.data} /> : null}
      <TransliterationSettings />
    </section>
  );
}

function CatalogueForm({ loaded }: { loaded: AdminCatalogueSettingsResponse }) {
  const { t, language } = useAdminTranslation();
  const errorText = useErrorText();
  const save = useSaveCatalogueSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(catalogueSettingsRequestChecked) as never,
    defaultValues: toValues(loaded.data),
  });

  useEffect(() => {
    reset(toValues(loaded.data));
  }, [loaded.data, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The resolver hands over the schema's output: numbers, null for no course.
      const answer = await save.mutateAsync(values as unknown as CatalogueSettingsBody);
      toastSuccess(answer.message ?? t('sections.katalog'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && applyServerErrors(error, setError, FIELDS) > 0)
        return;
      const message =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : t('catalogue.saveFailed');
      setFailure(message);
      toastError(message);
    }
  });

  const field = (name: Field, options: { hint?: string; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <TextField
      label={t(`catalogue.fields.${name}`)}
      hint={options.hint}
      inputMode={options.inputMode}
      autoComplete="off"
      error={errorText(errors[name]?.message)}
      data-testid={`catalogue-${name}`}
      {...register(name)}
    />
  );

  const courseOptions = loaded.courses.map((course) => ({
    value: String(course.id),
    label: course.published ? course.title : `${course.title} (${t('catalogue.unpublished')})`,
  }));
  const courseField = (name: (typeof COURSE_FIELDS)[number]) => (
    <Select
      label={t(`catalogue.fields.${name}`)}
      placeholder={t('catalogue.noCourse')}
      options={courseOptions}
      error={errorText(errors[name]?.message)}
      data-testid={`catalogue-${name}`}
      {...register(name)}
    />
  );

  const source = watch('eur_rate_source');
  const format = (iso: string) =>
    new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'sr-Latn-RS', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Belgrade',
    }).format(new Date(iso));
  const savedAt = loaded.updated_at ? format(loaded.updated_at) : null;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="catalogue-form">
      {savedAt ? (
        <p className={styles.muted}>{t('catalogue.savedAt', { date: savedAt })}</p>
      ) : (
        <Alert tone="info">{t('catalogue.defaults')}</Alert>
      )}

      <h3 className={styles.subheading}>{t('catalogue.groups.extensions')}</h3>
      <div className={styles.formRow}>
        {field('extension_percent', { hint: t('catalogue.hints.extension_percent'), inputMode: 'numeric' })}
        {field('extension_months', { inputMode: 'numeric' })}
        {field('free_extension_months', { inputMode: 'numeric' })}
      </div>

      <h3 className={styles.subheading}>{t('catalogue.groups.money')}</h3>
      <div className={styles.formRow}>
        <Select
          label={t('catalogue.fields.eur_rate_source')}
          options={(['manual', 'url'] as const).map((value) => ({
            value,
            label: t(`catalogue.sources.${value}`),
          }))}
          error={errorText(errors.eur_rate_source?.message)}
          data-testid="catalogue-eur_rate_source"
          {...register('eur_rate_source')}
        />
        {field('eur_rate', {
          hint: t('catalogue.hints.eur_rate', { rate: loaded.eur_rate_default }),
          inputMode: 'decimal',
        })}
      </div>
      {source === 'url' ? field('eur_rate_url', { hint: t('catalogue.hints.eur_rate_url') }) : null}
      {source === 'url' && loaded.eur_rate_fetch.fetched_at ? (
        <p className={styles.muted}>
          {t('catalogue.fetchedAt', { date: format(loaded.eur_rate_fetch.fetched_at) })}
        </p>
      ) : null}
      {source === 'url' && loaded.eur_rate_fetch.error ? (
        <Alert tone="warning">{t('catalogue.fetchError', { error: loaded.eur_rate_fetch.error })}</Alert>
      ) : null}
      <div className={styles.formRow}>
        {field('vat_text_sr', { hint: t('catalogue.hints.vat_text') })}
        {field('vat_text_en', { hint: t('catalogue.hints.vat_text') })}
      </div>

      <h3 className={styles.subheading}>{t('catalogue.groups.landings')}</h3>
      {courseField('free_mini_course_id')}
      <div className={styles.formRow}>
        {courseField('interior_landing_course_id')}
        {courseField('style_landing_course_id')}
      </div>
      {field('landing_slug', { hint: t('catalogue.hints.landing_slug') })}

      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          loading={isSubmitting}
          loadingText={t('common.saving')}
          data-testid="catalogue-save"
        >
          {t('catalogue.save')}
        </Button>
      </div>
    </form>
  );
}
