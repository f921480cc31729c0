// SR/EN switch and, for Serbian, the script switch Lat/Ćir (ADR 082); the navbar shows them to signed-in users only
// (spec 000 §2). A button's name is what it shows and the language's name ("SR Srpski"): label in name (WCAG 2.5.3,
// ADR 061). The script chosen is remembered like the language (the i18next cookie and localStorage hold "sr-Cyrl"),
// and Serbian chosen again comes back in it.

import { LANGUAGES, type Language, languageTagOf } from '../../lib/i18n';
import { useTranslation } from '../../lib/i18n-react';
import { getKeptScript, setKeptScript } from '../../lib/storage';
import styles from './language-toggle.module.css';

const SCRIPTS = [
  ['sr', 'latin'],
  ['sr-Cyrl', 'cyrillic'],
] as const;

export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const current: Language = (i18n.resolvedLanguage ?? 'sr').startsWith('en') ? 'en' : 'sr';
  const tag = languageTagOf(i18n.language);
  const choose = (next: 'sr' | 'sr-Cyrl' | 'en') => {
    if (next !== 'en') setKeptScript(next === 'sr-Cyrl' ? 'Cyrl' : 'Latn');
    if (next !== tag) void i18n.changeLanguage(next);
  };

  return (
    <span className={styles.switches}>
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
              if (current === lng) return;
              choose(lng === 'sr' && getKeptScript() === 'Cyrl' ? 'sr-Cyrl' : lng);
            }}
          >
            {lng.toUpperCase()}
            <span className="visually-hidden"> {t(`language.${lng}`)}</span>
          </button>
        ))}
      </fieldset>
      {current === 'sr' ? (
        <fieldset className={styles.group}>
          <legend className="visually-hidden">{t('script.label')}</legend>
          {SCRIPTS.map(([code, key]) => (
            <button
              key={code}
              type="button"
              className={styles.option}
              aria-pressed={tag === code}
              onClick={() => choose(code)}
            >
              {t(`script.${key}`)}
              <span className="visually-hidden"> {t(`script.${key}Name`)}</span>
            </button>
          ))}
        </fieldset>
      ) : null}
    </span>
  );
}
