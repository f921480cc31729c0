// The orders section's export for the accountant (issue 20, item 4; ADR 072): a period of Belgrade days (last
// month to start with, or one of four presets, or any two dates), checked here as the server checks it, and a
// CSV or XLSX download of its paid and refunded orders.
import {
  ACCOUNTING_PRESETS,
  type AccountingFormat,
  type AccountingPeriod,
  type AccountingPreset,
  accountingFilename,
  accountingPeriod,
  accountingPeriodError,
} from '@atelje/shared';
import { belgradeParts } from '@atelje/shared/i18n/dates';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { downloadAccounting } from '../api/accounting';
import styles from '../components/admin.module.css';
import { useAdminTranslation } from '../lib/admin-i18n';
import { toastError, toastSuccess } from '../lib/toasts';
import exportStyles from './accounting-export.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A preset's period around today in Belgrade. */
export function presetPeriod(preset: AccountingPreset, now: Date = new Date()): AccountingPeriod {
  return accountingPeriod(preset, belgradeParts(now));
}

type FieldErrors = Partial<Record<'from' | 'to', string>>;

export function AccountingExport() {
  const { t } = useAdminTranslation();
  const [period, setPeriod] = useState<AccountingPeriod>(() => presetPeriod('last_month'));
  const [busy, setBusy] = useState<AccountingFormat | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const localErrors = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (!DAY.test(period.from)) errors.from = t('accounting.dateRequired');
    if (!DAY.test(period.to)) errors.to = t('accounting.dateRequired');
    if (errors.from || errors.to) return errors;
    const reason = accountingPeriodError(period);
    if (reason === 'accounting.rangeReversed') errors.to = t('accounting.rangeReversed');
    if (reason === 'accounting.rangeTooLong') errors.to = t('accounting.rangeTooLong');
    return errors;
  };
  const errors = { ...serverErrors, ...localErrors() };
  const invalid = Boolean(errors.from || errors.to);

  const change = (next: AccountingPeriod) => {
    setPeriod(next);
    setServerErrors({});
  };

  const download = async (format: AccountingFormat) => {
    if (invalid || busy) return;
    setBusy(format);
    try {
      await downloadAccounting(period, format);
      toastSuccess(t('accounting.downloaded', { name: accountingFilename(period, format) }));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : String(error);
      if (error instanceof ApiError) {
        setServerErrors({ from: error.errors.from?.[0], to: error.errors.to?.[0] });
      }
      toastError(t('accounting.failed', { message }));
    } finally {
      setBusy(null);
    }
  };

  const active = ACCOUNTING_PRESETS.find((preset) => {
    const candidate = presetPeriod(preset);
    return candidate.from === period.from && candidate.to === period.to;
  });

  return (
    <section
      className={`${styles.panel} ${styles.panelStack}`}
      aria-labelledby="accounting-heading"
      data-testid="accounting-export"
    >
      <h3 id="accounting-heading" className={styles.subheading}>
        {t('accounting.title')}
      </h3>
      <p className={styles.muted}>{t('accounting.lead')}</p>
      <fieldset className={`${styles.panelStack} ${exportStyles.group}`}>
        <legend className={exportStyles.hidden}>{t('accounting.period')}</legend>
        <fieldset className={exportStyles.presets}>
          <legend className={exportStyles.legend}>{t('accounting.presets')}</legend>
          {ACCOUNTING_PRESETS.map((preset) => (
            <Button
              key={preset}
              type="button"
              size="sm"
              variant={active === preset ? 'secondary' : 'ghost'}
              aria-pressed={active === preset}
              onClick={() => change(presetPeriod(preset))}
            >
              {t(`accounting.preset.${preset}`)}
            </Button>
          ))}
        </fieldset>
        <div className={exportStyles.dates}>
          <TextField
            label={t('accounting.from')}
            type="date"
            value={period.from}
            error={errors.from}
            onChange={(event) => change({ ...period, from: event.currentTarget.value })}
          />
          <TextField
            label={t('accounting.to')}
            type="date"
            value={period.to}
            error={errors.to}
            onChange={(event) => change({ ...period, to: event.currentTarget.value })}
          />
        </div>
        <div className={styles.actions}>
          <Button
            onClick={() => void download('csv')}
            disabled={invalid || (busy !== null && busy !== 'csv')}
            loading={busy === 'csv'}
            loadingText={t('accounting.downloading')}
          >
            {t('accounting.csv')}
          </Button>
          <Button
            onClick={() => void download('xlsx')}
            variant="secondary"
            disabled={invalid || (busy !== null && busy !== 'xlsx')}
            loading={busy === 'xlsx'}
            loadingText={t('accounting.downloading')}
          >
            {t('accounting.xlsx')}
          </Button>
        </div>
        <p className={styles.muted}>{t('accounting.formats')}</p>
      </fieldset>
    </section>
  );
}
