// SR/EN switch; the navbar shows it to signed-in users only (spec 000 §2). A button's name is what it shows and the
// language's name ("SR Srpski"): label in name (WCAG 2.5.3, ADR 061).

import { LANGUAGES, type Language } from '../../lib/i18n';
import { useTranslation } from '../../lib/i18n-react';
import styles from './language-toggle.module.css';

export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const current: Language = (i18n.resolvedLanguage ?? 'sr').startsWith('en') ? 'en' : 'sr';

  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{t('language.label')}</legend>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className={styles.option}
          aria-pressed={current === lng}
          onClick={() => {
            if (current !== lng) void i18n.changeLanguage(lng);
          }}
        >
          {lng.toUpperCase()}
          <span className="visually-hidden"> {t(`language.${lng}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
