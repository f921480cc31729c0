// One switch per kind of marketing e-mail and "unsubscribe from all" (ADR 074), for the page reached from an
// e-mail's link and for the profile. Each change is saved at once; receipts and account e-mails are not listed:
// they always arrive.
import {
  MARKETING_MAIL_CATEGORIES,
  type MailCategories,
  type MailPreferences,
  type MarketingMailCategory,
} from '@atelje/shared/mail-preferences/schemas';
import { type ReactNode, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { usePagesTranslation } from '../../pages';
import styles from './mail-preferences-form.module.css';

interface MailPreferencesFormProps {
  preferences: MailPreferences;
  save: (categories: MailCategories) => Promise<unknown>;
  saving: boolean;
  /** The kind of e-mail the link came from: offered first, as a one-click unsubscribe. */
  linkCategory?: MarketingMailCategory | 'all';
  /** A line above the form, e.g. whose preferences these are. */
  intro?: ReactNode;
  testId?: string;
}

type Outcome = 'saved' | 'unsubscribedOne' | 'unsubscribedAll' | 'failed' | null;

export function MailPreferencesForm({
  preferences,
  save,
  saving,
  linkCategory,
  intro,
  testId,
}: MailPreferencesFormProps) {
  const { t } = usePagesTranslation();
  const [outcome, setOutcome] = useState<{ kind: Outcome; category?: MarketingMailCategory }>({ kind: null });
  const { subscribed } = preferences;
  // The switches follow a press at once; a failed save puts them back (the server's answer wins otherwise).
  const [categories, setCategories] = useState<MailCategories>(preferences.categories);
  useEffect(() => setCategories(preferences.categories), [preferences.categories]);

  const submit = async (next: MailCategories, kind: Outcome, category?: MarketingMailCategory) => {
    const previous = categories;
    setOutcome({ kind: null });
    setCategories(next);
    try {
      await save(next);
      setOutcome({ kind, category });
    } catch {
      setCategories(previous);
      setOutcome({ kind: 'failed' });
    }
  };
  const offered = linkCategory && linkCategory !== 'all' && categories[linkCategory] ? linkCategory : null;
  const noneOn = MARKETING_MAIL_CATEGORIES.every((category) => !categories[category]);

  return (
    <div className={styles.form} data-testid={testId ?? 'mail-preferences'}>
      {intro}
      {offered ? (
        <div className={styles.offer}>
          <p className={styles.offerText}>
            {t('mailPreferences.offer', { category: t(`mailPreferences.categories.${offered}.label`) })}
          </p>
          <Button
            className={styles.wrapButton}
            loading={saving}
            onClick={() => submit({ ...categories, [offered]: false }, 'unsubscribedOne', offered)}
            data-testid="mail-preferences-unsubscribe-one"
          >
            {t('mailPreferences.unsubscribeOne', {
              category: t(`mailPreferences.categories.${offered}.label`),
            })}
          </Button>
        </div>
      ) : null}
      <fieldset className={styles.fieldset} disabled={saving}>
        <legend className={styles.legend}>{t('mailPreferences.legend')}</legend>
        {MARKETING_MAIL_CATEGORIES.map((category) => (
          <div key={category} className={styles.category}>
            <Checkbox
              label={t(`mailPreferences.categories.${category}.label`)}
              checked={categories[category]}
              aria-describedby={`mail-category-${category}-hint`}
              data-testid={`mail-preferences-${category}`}
              onChange={(event) =>
                submit({ ...categories, [category]: event.currentTarget.checked }, 'saved')
              }
            />
            <p id={`mail-category-${category}-hint`} className={styles.hint}>
              {t(`mailPreferences.categories.${category}.hint`)}
            </p>
          </div>
        ))}
      </fieldset>
      <p className={styles.note}>{t('mailPreferences.transactional')}</p>
      {!subscribed || noneOn ? <p className={styles.note}>{t('mailPreferences.noneOn')}</p> : null}
      {subscribed && !noneOn ? (
        <div>
          <Button
            variant="secondary"
            className={styles.wrapButton}
            disabled={saving}
            onClick={() => submit({ reminders: false, courses: false, news: false }, 'unsubscribedAll')}
            data-testid="mail-preferences-unsubscribe-all"
          >
            {t('mailPreferences.unsubscribeAll')}
          </Button>
        </div>
      ) : null}
      <div aria-live="polite" data-testid="mail-preferences-status">
        {outcome.kind === 'saved' ? <Alert tone="success">{t('mailPreferences.saved')}</Alert> : null}
        {outcome.kind === 'unsubscribedOne' && outcome.category ? (
          <Alert tone="success">
            {t('mailPreferences.unsubscribedOne', {
              category: t(`mailPreferences.categories.${outcome.category}.label`),
            })}
          </Alert>
        ) : null}
        {outcome.kind === 'unsubscribedAll' ? (
          <Alert tone="success">{t('mailPreferences.unsubscribedAll')}</Alert>
        ) : null}
        {outcome.kind === 'failed' ? <Alert tone="danger">{t('mailPreferences.failed')}</Alert> : null}
      </div>
    </div>
  );
}
