// The language and script of the account's e-mails and documents (ADR 088): what `users.locale` holds, set at
// sign-up from the page and changed here. The page's own switches (SR/EN, Lat/Ćir) change only the page; when the
// page is in another language than the stored one, a one-click hint offers it.
import { ACCOUNT_LOCALES, type AccountLocale } from '@atelje/shared/profile/schemas';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { languageTagOf } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n-react';
import { useAccountLocale, useSaveAccountLocale } from '../api/account-locale';
import styles from './account.module.css';

/**
 * Each choice by its own name, in its own language and script (as language pickers name them), so it reads the
 * same on a Latin, Cyrillic or English page and shows the script it stands for. Not interface texts: never
 * translated or transliterated.
 */
export const ACCOUNT_LOCALE_NAMES: Record<AccountLocale, { name: string; lang: string }> = {
  sr: { name: 'Srpski (latinica)', lang: 'sr-Latn' },
  'sr-Cyrl': { name: 'Српски (ћирилица)', lang: 'sr-Cyrl' },
  en: { name: 'English', lang: 'en' },
};

type Outcome = 'saved' | 'failed' | null;

export function AccountLocaleSetting() {
  const { t, i18n } = useTranslation('profile');
  const stored = useAccountLocale();
  const save = useSaveAccountLocale();
  const name = useId();
  const [choice, setChoice] = useState<AccountLocale | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const storedLocale = stored.data?.locale;
  useEffect(() => {
    if (storedLocale) setChoice(storedLocale);
  }, [storedLocale]);
  if (!storedLocale || !choice) return null;

  const page = languageTagOf(i18n.language);
  const store = async (locale: AccountLocale) => {
    setOutcome(null);
    setChoice(locale);
    try {
      await save.mutateAsync(locale);
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store(choice);
  };
  const pageName = ACCOUNT_LOCALE_NAMES[page];

  return (
    <form className={styles.marketing} onSubmit={submit} data-testid="profile-locale">
      <fieldset className={styles.localeFieldset} disabled={save.isPending}>
        <legend className={styles.marketingTitle}>{t('locale.title')}</legend>
        <p id={`${name}-hint`} className={styles.marketingNote}>
          {t('locale.hint')}
        </p>
        <div className={styles.localeOptions}>
          {ACCOUNT_LOCALES.map((locale) => {
            const id = `${name}-${locale}`;
            return (
              <label
                key={locale}
                htmlFor={id}
                className={styles.localeOption}
                data-checked={choice === locale || undefined}
              >
                <input
                  id={id}
                  type="radio"
                  name={name}
                  value={locale}
                  checked={choice === locale}
                  aria-describedby={`${name}-hint`}
                  onChange={() => {
                    setOutcome(null);
                    setChoice(locale);
                  }}
                  data-testid={`profile-locale-${locale}`}
                />
                <span lang={ACCOUNT_LOCALE_NAMES[locale].lang}>{ACCOUNT_LOCALE_NAMES[locale].name}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {page !== storedLocale && page !== choice ? (
        <p className={styles.localePage} data-testid="profile-locale-page">
          <span>
            {t('locale.pageDiffers')}{' '}
            <span lang={pageName.lang} className={styles.localePageName}>
              {pageName.name}
            </span>
          </span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={save.isPending}
            onClick={() => void store(page)}
            data-testid="profile-locale-use-page"
          >
            {t('locale.usePage')}
          </Button>
        </p>
      ) : null}
      <div className={styles.localeActions}>
        <Button
          type="submit"
          size="sm"
          loading={save.isPending}
          disabled={choice === storedLocale}
          data-testid="profile-locale-save"
        >
          {t('locale.save')}
        </Button>
      </div>
      <div aria-live="polite" data-testid="profile-locale-status">
        {outcome === 'saved' ? <Alert tone="success">{t('locale.saved')}</Alert> : null}
        {outcome === 'failed' ? <Alert tone="danger">{t('locale.failed')}</Alert> : null}
      </div>
    </form>
  );
}
