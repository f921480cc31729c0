// Section "mail-tekstovi" (issue 21 item 3, ADR 085): the texts of every e-mail, per template and language. The
// administrator picks a template (sequences first, then the transactional e-mails), edits its texts in Serbian and
// English (side by side on a wide screen; a phone shows one language at a time) with each default beside its field,
// resets a field or the whole language to the defaults, sees a live preview of the rendered e-mail, saves (a newer
// save by someone else is a 409 with a reload) and sends a test e-mail of the saved texts to their own address.
// Its own section rather than part of "sekvence": the transactional e-mails have texts too, and no sequence.
import type {
  MailTextDetail,
  MailTextIssue,
  MailTextLang,
  MailTextList,
} from '@atelje/shared/mail-texts/schemas';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import field from '../../../components/ui/field.module.css';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import {
  useMailTexts,
  useMailTextTemplates,
  usePreviewMailTexts,
  useResetMailTexts,
  useSaveMailTexts,
  useTestMailTexts,
} from '../api/mail-texts';
import styles from '../components/admin.module.css';
import { type AdminT, useAdminTranslation } from '../lib/admin-i18n';
import { type Draft, draftOf, fieldName, isDirty, issuesOf, overridesOf } from '../lib/mail-text-editor';
import { toastError, toastSuccess } from '../lib/toasts';
import css from './mail-texts-section.module.css';

const LANGS: readonly MailTextLang[] = ['sr', 'en'];
/** How long the preview waits after the last keystroke. */
const PREVIEW_DELAY_MS = 400;

export function MailTextsSection() {
  const { t } = useAdminTranslation();
  const templates = useMailTextTemplates();
  return (
    <section className={styles.section} aria-labelledby="mail-texts-heading" data-testid="mail-texts">
      <h2 id="mail-texts-heading" className={styles.heading}>
        {t('sections.mail-tekstovi')}
      </h2>
      <p className={styles.lead}>{t('mailTexts.lead', { example: '{{course}}' })}</p>
      {templates.isPending ? <Spinner label={t('common.loading')} /> : null}
      {templates.isError ? <Alert tone="danger">{t('mailTexts.loadFailed')}</Alert> : null}
      {templates.data ? <Editor list={templates.data} /> : null}
    </section>
  );
}

function templateName(t: AdminT, template: string) {
  const key = `mailTexts.templates.${template}` as Parameters<AdminT>[0];
  const name = t(key);
  return name === key ? template : name;
}

function Editor({ list }: { list: MailTextList }) {
  const { t } = useAdminTranslation();
  const selectId = useId();
  const [template, setTemplate] = useState(list.templates[0]?.template ?? '');
  const [shown, setShown] = useState<MailTextLang>('sr');
  const groups = (['sequence', 'transactional'] as const).map((group) => ({
    group,
    rows: list.templates.filter((row) => row.group === group),
  }));
  return (
    <>
      <div className={field.field}>
        <label className={field.label} htmlFor={selectId}>
          {t('mailTexts.template')}
        </label>
        <div className={field.control}>
          <select
            id={selectId}
            className={`${field.input} ${field.select}`}
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
            data-testid="mail-texts-template"
          >
            {groups.map(({ group, rows }) =>
              rows.length === 0 ? null : (
                <optgroup key={group} label={t(`mailTexts.groups.${group}`)}>
                  {rows.map((row) => {
                    const changed = row.overridden.sr + row.overridden.en;
                    return (
                      <option key={row.template} value={row.template}>
                        {templateName(t, row.template)}
                        {changed > 0 ? ` · ${t('mailTexts.changedCount', { count: changed })}` : ''}
                      </option>
                    );
                  })}
                </optgroup>
              ),
            )}
          </select>
        </div>
      </div>
      <fieldset className={css.langSwitch}>
        <legend className={css.langLegend}>{t('mailTexts.languagesLabel')}</legend>
        {LANGS.map((lang) => (
          <Button
            key={lang}
            variant={shown === lang ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={shown === lang}
            onClick={() => setShown(lang)}
            data-testid={`mail-texts-show-${lang}`}
          >
            {t(`mailTexts.languages.${lang}`)}
          </Button>
        ))}
      </fieldset>
      <div className={css.columns} data-shown={shown}>
        {LANGS.map((lang) => (
          <LangPanel key={`${template}-${lang}`} template={template} lang={lang} />
        ))}
      </div>
    </>
  );
}

function LangPanel({ template, lang }: { template: string; lang: MailTextLang }) {
  const { t } = useAdminTranslation();
  const texts = useMailTexts(template, lang);
  return (
    <div className={css.column} data-lang={lang} data-testid={`mail-texts-${lang}`}>
      <h3 className={styles.subheading}>{t(`mailTexts.languages.${lang}`)}</h3>
      {texts.isPending ? <Spinner label={t('common.loading')} /> : null}
      {texts.isError ? <Alert tone="danger">{t('mailTexts.loadFailed')}</Alert> : null}
      {texts.data ? (
        <TextsForm
          key={texts.data.version}
          loaded={texts.data}
          reload={() => void texts.refetch()}
          reloading={texts.isFetching}
        />
      ) : null}
    </div>
  );
}

const issueText = (t: AdminT, issue: MailTextIssue) => t(`mailTexts.issues.${issue.code}`, issue.params);

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

export function TextsForm({
  loaded,
  reload,
  reloading,
}: {
  loaded: MailTextDetail;
  reload: () => void;
  reloading: boolean;
}) {
  const { t } = useAdminTranslation();
  const { template, lang, fields } = loaded;
  const [draft, setDraft] = useState<Draft>(() => draftOf(fields));
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const save = useSaveMailTexts(template, lang);
  const reset = useResetMailTexts(template, lang);
  const test = useTestMailTexts(template, lang);
  const issues = useMemo(() => issuesOf(fields, draft), [fields, draft]);
  const dirty = isDirty(fields, draft);
  const hasIssues = Object.keys(issues).length > 0;
  const overridden = fields.some((entry) => entry.override !== null);

  const onSave = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (hasIssues) {
      setFailure({ text: t('mailTexts.fixFields'), stale: false });
      return;
    }
    try {
      await save.mutateAsync({ base: loaded.version, texts: overridesOf(fields, draft) });
      toastSuccess(t('mailTexts.saved'));
    } catch (error) {
      const text = messageOf(error, t('mailTexts.saveFailed'));
      setFailure({ text, stale: error instanceof ApiError && error.status === 409 });
      toastError(text);
    }
  };

  const onResetAll = async () => {
    setFailure(null);
    try {
      await reset.mutateAsync(loaded.version);
      toastSuccess(t('mailTexts.resetDone'));
    } catch (error) {
      const text = messageOf(error, t('mailTexts.saveFailed'));
      setFailure({ text, stale: error instanceof ApiError && error.status === 409 });
      toastError(text);
    }
  };

  const onTest = async () => {
    try {
      toastSuccess((await test.mutateAsync()).message);
    } catch (error) {
      toastError(messageOf(error, t('mailTexts.testFailed')));
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSave(event)}
      noValidate
      data-testid={`mail-texts-form-${lang}`}
    >
      <p className={styles.muted}>
        {loaded.version === 0
          ? t('mailTexts.neverSaved')
          : t('mailTexts.savedBy', {
              version: loaded.version,
              who: loaded.updated_by ?? '—',
              when: loaded.updated_at
                ? new Date(loaded.updated_at).toLocaleString(lang === 'en' ? 'en-GB' : 'sr-Latn-RS')
                : '—',
            })}
      </p>
      {fields.map((entry) => {
        const value = draft[entry.key] ?? entry.default;
        const issue = issues[entry.key];
        const id = `mail-text-${lang}-${entry.key}`;
        const isDefault = value === entry.default;
        return (
          <div key={entry.key} className={css.field} data-testid={`mail-text-${lang}-${entry.key}`}>
            <label className={styles.label} htmlFor={id}>
              {fieldLabel(t, entry.key)}
              {isDefault ? null : <span className={css.changed}> · {t('mailTexts.changed')}</span>}
            </label>
            <textarea
              id={id}
              className={`${styles.textarea} ${css.input}`}
              value={value}
              rows={entry.default.length > 90 ? 3 : 1}
              maxLength={entry.max_length + 50}
              aria-invalid={issue ? true : undefined}
              aria-describedby={`${id}-default${issue ? ` ${id}-error` : ''}`}
              onChange={(event) => setDraft({ ...draft, [entry.key]: event.currentTarget.value })}
            />
            {issue ? (
              <p id={`${id}-error`} className={styles.fieldError}>
                {issueText(t, issue)}
              </p>
            ) : null}
            <p id={`${id}-default`} className={css.default}>
              <span className={css.defaultLabel}>{t('mailTexts.default')}</span> {entry.default}
              {entry.placeholders.length > 0 ? (
                <span className={css.placeholders}>
                  {' '}
                  · {t('mailTexts.placeholders')} {entry.placeholders.join(' ')}
                </span>
              ) : null}
            </p>
            {isDefault ? null : (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setDraft({ ...draft, [entry.key]: entry.default })}
                data-testid={`mail-text-reset-${lang}-${entry.key}`}
              >
                {t('mailTexts.resetField')}
              </Button>
            )}
          </div>
        );
      })}
      {failure ? (
        <Alert tone="danger">
          {failure.text}{' '}
          {failure.stale ? (
            <Button type="button" size="sm" variant="secondary" onClick={reload} loading={reloading}>
              {t('mailTexts.reload')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={!dirty}
          loading={save.isPending}
          loadingText={t('common.saving')}
          data-testid={`mail-texts-save-${lang}`}
        >
          {t('mailTexts.save')}
        </Button>
        {overridden ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => void onResetAll()}
            loading={reset.isPending}
            data-testid={`mail-texts-reset-${lang}`}
          >
            {t('mailTexts.resetAll')}
          </Button>
        ) : null}
        <Button
          type="button"
          variant="secondary"
          disabled={dirty}
          onClick={() => void onTest()}
          loading={test.isPending}
          loadingText={t('mailTexts.testSending')}
          data-testid={`mail-texts-test-${lang}`}
        >
          {t('mailTexts.test')}
        </Button>
      </div>
      {dirty ? <p className={styles.muted}>{t('mailTexts.testNeedsSave')}</p> : null}
      <Preview template={template} lang={lang} texts={hasIssues ? null : overridesOf(fields, draft)} />
    </form>
  );
}

function fieldLabel(t: AdminT, key: string) {
  const name = fieldName(key);
  const last = name.slice(name.lastIndexOf('.') + 1);
  const labelKey = `mailTexts.fieldNames.${last}` as Parameters<AdminT>[0];
  const label = t(labelKey);
  return label === labelKey
    ? name
    : name === last
      ? label
      : `${label} (${name.slice(0, name.lastIndexOf('.'))})`;
}

/** The e-mail as it would be rendered with these (unsaved) texts and example data, in a sandboxed frame. */
function Preview({
  template,
  lang,
  texts,
}: {
  template: string;
  lang: MailTextLang;
  texts: Record<string, string> | null;
}) {
  const { t } = useAdminTranslation();
  const preview = usePreviewMailTexts(template, lang);
  const [shown, setShown] = useState<{ subject: string; html: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const serial = JSON.stringify(texts);
  const latest = useRef(0);
  const { mutateAsync } = preview;
  useEffect(() => {
    if (serial === 'null') return;
    const ask = ++latest.current;
    const timer = setTimeout(() => {
      mutateAsync(JSON.parse(serial) as Record<string, string>)
        .then((answer) => {
          if (ask !== latest.current) return;
          setShown({ subject: answer.subject, html: answer.html });
          setFailed(false);
        })
        .catch(() => {
          if (ask === latest.current) setFailed(true);
        });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [serial, mutateAsync]);

  return (
    <div className={css.preview} data-testid={`mail-texts-preview-${lang}`}>
      <h4 className={css.previewHeading}>{t('mailTexts.preview')}</h4>
      {texts === null ? <p className={styles.muted}>{t('mailTexts.previewPaused')}</p> : null}
      {failed ? <Alert tone="danger">{t('mailTexts.previewFailed')}</Alert> : null}
      {shown ? (
        <>
          <p className={css.subject}>
            <span className={css.defaultLabel}>{t('mailTexts.subject')}</span>{' '}
            <span data-testid={`mail-texts-preview-subject-${lang}`}>{shown.subject}</span>
          </p>
          <iframe
            className={css.frame}
            title={t('mailTexts.previewTitle', { lang: t(`mailTexts.languages.${lang}`) })}
            sandbox=""
            srcDoc={shown.html}
            data-testid={`mail-texts-frame-${lang}`}
          />
        </>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </div>
  );
}
