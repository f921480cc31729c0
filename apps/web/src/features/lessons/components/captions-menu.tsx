// The player bar's caption menu (ADR 078): off or one of the lesson's languages; the choice is remembered.
import type { PlayerCaptions } from '../hooks/use-captions';
import { isCaptionLanguage } from '../lib/caption-choice';
import { useLessonsTranslation } from '../lib/lessons-i18n';
import styles from './captions.module.css';

export function CaptionsMenu({ captions }: { captions: PlayerCaptions }) {
  const { t } = useLessonsTranslation();
  if (captions.languages.length === 0) return null;
  return (
    <label className={styles.menu}>
      <span>{t('captions.label')}</span>
      <select
        value={captions.choice}
        onChange={(event) => {
          const value = event.target.value;
          captions.choose(isCaptionLanguage(value) ? value : 'off');
        }}
        data-testid="captions-select"
      >
        <option value="off">{t('captions.off')}</option>
        {captions.languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`captions.language.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
