// Section "sekvence" (issue 21 item 3, ADR 077): each lifecycle e-mail sequence on or off, its delays, a test e-mail
// to the administrator's own address, and its counts: sent, clicked through its signed links, followed by a purchase
// within 7 days, followed by an unsubscribe within 7 days. No open tracking. The pending bank slip (ADR 083) adds its
// reminder and cancellation days, and counts the slips confirmed and cancelled after the reminder. The mini-course
// nurture and the course-finished e-mail (ADR 084) are two more sequences of the same form.
import type {
  AdminMailSequencesResponse,
  MailSequence,
  MailSequenceSettings,
} from '@atelje/shared/mail-sequences/schemas';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useMailSequences, useSaveMailSequences, useTestMailSequence } from '../api/mail-sequences';
import styles from '../components/admin.module.css';
import { AdminTable } from '../components/admin-table';
import { useAdminTranslation } from '../lib/admin-i18n';
import { toastError, toastSuccess } from '../lib/toasts';

type Stats = AdminMailSequencesResponse['stats'][number];

interface Values {
  expiryEnabled: boolean;
  days: string;
  cartEnabled: boolean;
  hours: string;
  slipEnabled: boolean;
  slipReminderDays: string;
  slipCancelDays: string;
  nurtureEnabled: boolean;
  nurtureDays: string;
  finishedEnabled: boolean;
  finishedDays: string;
}

const toValues = (settings: MailSequenceSettings): Values => ({
  expiryEnabled: settings.access_expiry.enabled,
  days: [...settings.access_expiry.days_before].sort((a, b) => b - a).join(', '),
  cartEnabled: settings.abandoned_cart.enabled,
  hours: String(settings.abandoned_cart.idle_hours),
  slipEnabled: settings.pending_slip.enabled,
  slipReminderDays: String(settings.pending_slip.reminder_days),
  slipCancelDays: String(settings.pending_slip.cancel_days),
  nurtureEnabled: settings.mini_course_nurture.enabled,
  nurtureDays: [...settings.mini_course_nurture.days_after].sort((a, b) => a - b).join(', '),
  finishedEnabled: settings.course_finished.enabled,
  finishedDays: String(settings.course_finished.days_after),
});

/** "30, 7, 1" → [30, 7, 1]; what is not a whole number goes to the server as it is, and its message comes back. */
const toNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** "1, 3, 7" → [1, 3, 7]; empty parts dropped. */
const toList = (text: string) =>
  text
    .split(',')
    .filter((part) => part.trim() !== '')
    .map(toNumber);

export function MailSequencesSection() {
  const { t } = useAdminTranslation();
  const sequences = useMailSequences();
  return (
    <section className={styles.section} aria-labelledby="sequences-heading" data-testid="mail-sequences">
      <h2 id="sequences-heading" className={styles.heading}>
        {t('sections.sekvence')}
      </h2>
      <p className={styles.lead}>{t('sequences.lead')}</p>
      {sequences.isPending ? <Spinner label={t('common.loading')} /> : null}
      {sequences.isError ? <Alert tone="danger">{t('sequences.loadFailed')}</Alert> : null}
      {sequences.data ? <SequencesForm loaded={sequences.data} /> : null}
    </section>
  );
}

function SequencesForm({ loaded }: { loaded: AdminMailSequencesResponse }) {
  const { t } = useAdminTranslation();
  const save = useSaveMailSequences();
  const test = useTestMailSequence();
  const [values, setValues] = useState<Values>(() => toValues(loaded.settings));
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setValues(toValues(loaded.settings));
  }, [loaded.settings]);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await save.mutateAsync({
        access_expiry: {
          enabled: values.expiryEnabled,
          days_before: toList(values.days),
        },
        abandoned_cart: { enabled: values.cartEnabled, idle_hours: toNumber(values.hours) },
        pending_slip: {
          enabled: values.slipEnabled,
          reminder_days: toNumber(values.slipReminderDays),
          cancel_days: toNumber(values.slipCancelDays),
        },
        mini_course_nurture: { enabled: values.nurtureEnabled, days_after: toList(values.nurtureDays) },
        course_finished: { enabled: values.finishedEnabled, days_after: toNumber(values.finishedDays) },
      });
      toastSuccess(t('sequences.saved'));
    } catch (error) {
      const message =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : t('sequences.saveFailed');
      setFailure(message);
      toastError(message);
    }
  };

  const sendTest = async (sequence: MailSequence) => {
    try {
      const answer = await test.mutateAsync(sequence);
      toastSuccess(answer.message);
    } catch (error) {
      toastError(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : t('sequences.testFailed'),
      );
    }
  };

  const name = (sequence: MailSequence) => t(`sequences.names.${sequence}`);
  const testButton = (sequence: MailSequence) => (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      onClick={() => void sendTest(sequence)}
      loading={test.isPending && test.variables === sequence}
      loadingText={t('sequences.testSending')}
      data-testid={`sequence-test-${sequence}`}
    >
      {t('sequences.test')}
    </Button>
  );

  return (
    <>
      <form
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        data-testid="sequences-form"
      >
        <fieldset className={`${styles.fieldset} ${styles.contentFieldset}`}>
          <legend>{name('access-expiry')}</legend>
          <p className={styles.muted}>{t('sequences.expiryHelp')}</p>
          <Checkbox
            label={t('sequences.enabled')}
            checked={values.expiryEnabled}
            onChange={(event) => setValues({ ...values, expiryEnabled: event.target.checked })}
            data-testid="sequence-expiry-enabled"
          />
          <TextField
            label={t('sequences.days')}
            hint={t('sequences.daysHint')}
            inputMode="numeric"
            autoComplete="off"
            value={values.days}
            onChange={(event) => setValues({ ...values, days: event.target.value })}
            data-testid="sequence-expiry-days"
          />
          <div className={styles.actions}>{testButton('access-expiry')}</div>
        </fieldset>
        <fieldset className={`${styles.fieldset} ${styles.contentFieldset}`}>
          <legend>{name('abandoned-cart')}</legend>
          <p className={styles.muted}>{t('sequences.cartHelp')}</p>
          <Checkbox
            label={t('sequences.enabled')}
            checked={values.cartEnabled}
            onChange={(event) => setValues({ ...values, cartEnabled: event.target.checked })}
            data-testid="sequence-cart-enabled"
          />
          <TextField
            label={t('sequences.hours')}
            hint={t('sequences.hoursHint')}
            inputMode="numeric"
            autoComplete="off"
            value={values.hours}
            onChange={(event) => setValues({ ...values, hours: event.target.value })}
            data-testid="sequence-cart-hours"
          />
          <div className={styles.actions}>{testButton('abandoned-cart')}</div>
        </fieldset>
        <fieldset className={`${styles.fieldset} ${styles.contentFieldset}`}>
          <legend>{name('pending-slip')}</legend>
          <p className={styles.muted}>{t('sequences.slipHelp')}</p>
          <Checkbox
            label={t('sequences.slipEnabled')}
            checked={values.slipEnabled}
            onChange={(event) => setValues({ ...values, slipEnabled: event.target.checked })}
            data-testid="sequence-slip-enabled"
          />
          <TextField
            label={t('sequences.slipReminderDays')}
            hint={t('sequences.slipReminderHint')}
            inputMode="numeric"
            autoComplete="off"
            value={values.slipReminderDays}
            onChange={(event) => setValues({ ...values, slipReminderDays: event.target.value })}
            data-testid="sequence-slip-reminder-days"
          />
          <TextField
            label={t('sequences.slipCancelDays')}
            hint={t('sequences.slipCancelHint')}
            inputMode="numeric"
            autoComplete="off"
            value={values.slipCancelDays}
            onChange={(event) => setValues({ ...values, slipCancelDays: event.target.value })}
            data-testid="sequence-slip-cancel-days"
          />
          <div className={styles.actions}>{testButton('pending-slip')}</div>
        </fieldset>
        <fieldset className={`${styles.fieldset} ${styles.contentFieldset}`}>
          <legend>{name('mini-course-nurture')}</legend>
          <p className={styles.muted}>{t('sequences.nurtureHelp')}</p>
          <Checkbox
            label={t('sequences.enabled')}
            checked={values.nurtureEnabled}
            onChange={(event) => setValues({ ...values, nurtureEnabled: event.target.checked })}
            data-testid="sequence-nurture-enabled"
          />
          <TextField
            label={t('sequences.nurtureDays')}
            hint={t('sequences.nurtureDaysHint')}
            inputMode="numeric"
            autoComplete="off"
            value={values.nurtureDays}
            onChange={(event) => setValues({ ...values, nurtureDays: event.target.value })}
            data-testid="sequence-nurture-days"
          />
          <div className={styles.actions}>{testButton('mini-course-nurture')}</div>
        </fieldset>
        <fieldset className={`${styles.fieldset} ${styles.contentFieldset}`}>
          <legend>{name('course-finished')}</legend>
          <p className={styles.muted}>{t('sequences.finishedHelp')}</p>
          <Checkbox
            label={t('sequences.enabled')}
            checked={values.finishedEnabled}
            onChange={(event) => setValues({ ...values, finishedEnabled: event.target.checked })}
            data-testid="sequence-finished-enabled"
          />
          <TextField
            label={t('sequences.finishedDays')}
            hint={t('sequences.finishedDaysHint')}
            inputMode="numeric"
            autoComplete="off"
            value={values.finishedDays}
            onChange={(event) => setValues({ ...values, finishedDays: event.target.value })}
            data-testid="sequence-finished-days"
          />
          <div className={styles.actions}>{testButton('course-finished')}</div>
        </fieldset>
        <p className={styles.muted}>{t('sequences.textsNote')}</p>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <div className={styles.actions}>
          <Button
            type="submit"
            loading={save.isPending}
            loadingText={t('common.saving')}
            data-testid="sequences-save"
          >
            {t('sequences.save')}
          </Button>
        </div>
      </form>

      <h3 className={styles.subheading}>{t('sequences.countsHeading')}</h3>
      <p className={styles.muted}>{t('sequences.countsHelp')}</p>
      <AdminTable<Stats>
        testId="sequence-stats"
        rows={loaded.stats}
        rowKey={(row) => row.sequence}
        columns={[
          { label: t('sequences.columns.sequence'), cell: (row) => name(row.sequence) },
          { label: t('sequences.columns.sent'), num: true, cell: (row) => row.sent },
          {
            label: t('sequences.columns.clicked'),
            num: true,
            cell: (row) => (row.clicked === null ? t('sequences.noLinks') : row.clicked),
          },
          { label: t('sequences.columns.converted'), num: true, cell: (row) => row.converted },
          {
            label: t('sequences.columns.cancelled'),
            num: true,
            cell: (row) => (row.cancelled === null ? t('sequences.notApplicable') : row.cancelled),
          },
          { label: t('sequences.columns.unsubscribed'), num: true, cell: (row) => row.unsubscribed },
        ]}
      />
    </>
  );
}
