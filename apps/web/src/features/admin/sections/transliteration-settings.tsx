// The words and names that stay Latin in Serbian Cyrillic (ADR 082), under the catalogue settings: one term a
// line. The server checks every term (and says which line is wrong); the list is in force as soon as it is saved.
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSaveTransliterationSettings, useTransliterationSettings } from '../api/catalogue';
import styles from '../components/admin.module.css';
import { TextAreaField } from '../components/form-fields';
import { useAdminTranslation } from '../lib/admin-i18n';
import { toastError, toastSuccess } from '../lib/toasts';

export function TransliterationSettings() {
  const { t } = useAdminTranslation();
  const settings = useTransliterationSettings();
  const save = useSaveTransliterationSettings();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const loaded = settings.data?.data;

  useEffect(() => {
    if (loaded) setText(loaded.terms.join('\n'));
  }, [loaded]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const terms = text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0);
    try {
      const answer = await save.mutateAsync(terms);
      toastSuccess(answer.message ?? t('transliteration.heading'));
    } catch (failure) {
      const message =
        failure instanceof ApiError && failure.serverMessage
          ? failure.serverMessage
          : t('transliteration.saveFailed');
      setError(message);
      toastError(message);
    }
  };

  return (
    <section aria-labelledby="transliteration-heading" data-testid="transliteration-settings">
      <h3 id="transliteration-heading" className={styles.heading}>
        {t('transliteration.heading')}
      </h3>
      <p className={styles.lead}>{t('transliteration.lead')}</p>
      {settings.isPending ? <Spinner label={t('common.loading')} /> : null}
      {settings.isError ? <Alert tone="danger">{t('transliteration.loadFailed')}</Alert> : null}
      {loaded ? (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextAreaField
            id="transliteration-terms"
            label={t('transliteration.terms')}
            value={text}
            onChange={setText}
            rows={8}
            error={error ?? undefined}
          />
          <div>
            <Button type="submit" loading={save.isPending}>
              {t('transliteration.save')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
