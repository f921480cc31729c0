// Section "sadrzaj": the content editor (issue 20 item 1, ADR 070). Pick a document (a landing page, an FAQ), edit
// it in the form its schema draws, Serbian and English side by side; save a draft, preview the public page with
// the draft, publish; the history lists every version with its author and restores any of them.
import {
  contentFieldErrors,
  isSiteDocumentKey,
  parseSiteDocument,
  SITE_DOCUMENT_KEYS,
  type SiteDocumentKey,
  siteDocumentSchema,
} from '@atelje/shared/content/documents';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import {
  type ContentDocument,
  useContentDocument,
  useContentVersions,
  usePreviewContent,
  useRestoreContent,
  useSaveContent,
} from '../api/content';
import styles from '../components/admin.module.css';
import { SchemaForm } from '../components/schema-form';
import editor from '../components/schema-form.module.css';
import { type AdminT, useAdminTranslation } from '../lib/admin-i18n';
import { emptyValue, walk } from '../lib/schema-form';
import { toastError, toastSuccess } from '../lib/toasts';

const DEFAULT_DOCUMENT: SiteDocumentKey = 'landing:interior-signup';

/** A document's name; the key's colon is not part of the text key (i18next reads it as a namespace). */
const documentName = (t: AdminT, key: SiteDocumentKey) => {
  if (key === 'email-footer') return t('content.names.email.footer');
  if (key === 'home') return t('content.names.home.page');
  const [group, name] = key.split(':') as ['landing' | 'faq' | 'page', string];
  return t(`content.names.${group}.${name}` as Parameters<AdminT>[0]);
};

export function ContentSection() {
  const { t } = useAdminTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('doc') ?? DEFAULT_DOCUMENT;
  const key = isSiteDocumentKey(asked) ? asked : DEFAULT_DOCUMENT;
  const choose = (next: string) =>
    setParams(
      (old) => {
        const copy = new URLSearchParams(old);
        copy.set('doc', next);
        return copy;
      },
      { replace: true },
    );
  return (
    <section className={styles.section} aria-labelledby="content-heading">
      <h2 id="content-heading" className={styles.heading}>
        {t('sections.sadrzaj')}
      </h2>
      <p className={styles.lead}>{t('content.lead')}</p>
      <Select
        label={t('content.choose')}
        value={key}
        data-testid="content-document"
        options={SITE_DOCUMENT_KEYS.map((value) => ({ value, label: documentName(t, value) }))}
        onChange={(event) => choose(event.currentTarget.value)}
      />
      <DocumentEditor key={key} docKey={key} />
    </section>
  );
}

function DocumentEditor({ docKey }: { docKey: SiteDocumentKey }) {
  const { t } = useAdminTranslation();
  const loaded = useContentDocument(docKey);
  if (loaded.isPending) return <Spinner label={t('common.loading')} />;
  if (loaded.isError) return <Alert tone="danger">{t('content.loadFailed')}</Alert>;
  return (
    <EditorForm
      key={loaded.data.data.version}
      docKey={docKey}
      doc={loaded.data.data}
      reload={loaded.refetch}
    />
  );
}

function statusText(t: AdminT, doc: ContentDocument) {
  if (doc.version === 0) return t('content.status.seed');
  if (doc.has_draft) {
    return t('content.status.draft', { version: doc.version, published: doc.published_version ?? '—' });
  }
  return t('content.status.published', { version: doc.version });
}

function EditorForm({
  docKey,
  doc,
  reload,
}: {
  docKey: SiteDocumentKey;
  doc: ContentDocument;
  reload: () => Promise<unknown>;
}) {
  const { t } = useAdminTranslation();
  const errorText = useErrorText();
  const node = useMemo(() => walk(siteDocumentSchema(docKey)), [docKey]);
  // A static page never published has no content yet (it shows its built-in text): an empty title and body.
  const [value, setValue] = useState<unknown>(() => doc.content ?? emptyValue(node));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [shown, setShown] = useState<'sr' | 'en'>('sr');
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const save = useSaveContent(docKey);
  const preview = usePreviewContent(docKey);
  const bilingual = node.kind === 'bilingual';

  const change = (next: unknown) => {
    setValue(next);
    setDirty(true);
    setPreviewUrl(null);
  };

  /** Checks the document with its schema here first, so the fields' messages show without a round trip. */
  const checked = (): boolean => {
    const parsed = parseSiteDocument(docKey, value);
    if (parsed.success) {
      setErrors({});
      return true;
    }
    const fields = contentFieldErrors(parsed.error);
    setErrors(
      Object.fromEntries(
        Object.entries(fields).map(([field, keys]) => [field, keys.map((k) => errorText(k) ?? k)]),
      ),
    );
    setFailure({ text: t('content.invalid'), stale: false });
    return false;
  };

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422) setErrors(error.errors);
    const text = error instanceof ApiError && error.serverMessage ? error.serverMessage : String(error);
    setFailure({ text, stale: error instanceof ApiError && error.status === 409 });
    toastError(text);
  };

  const submit = async (publish: boolean) => {
    setFailure(null);
    if (!checked()) return null;
    try {
      const answer = await save.mutateAsync({ publish, base: doc.version, content: value });
      toastSuccess(answer.message ?? '');
      return answer;
    } catch (error) {
      fail(error);
      return null;
    }
  };

  const openPreview = async () => {
    setFailure(null);
    // What the preview shows is what is on the screen: unsaved changes are saved as a draft first.
    if (dirty && !(await submit(false))) return;
    try {
      const answer = await preview.mutateAsync();
      setPreviewUrl(answer.url);
      toastSuccess(t('content.previewOpened'));
    } catch (error) {
      fail(error);
    }
  };

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <div className={styles.form} data-testid="content-editor">
      <p className={styles.muted} data-testid="content-status">
        {statusText(t, doc)}
        {doc.public_path ? (
          <>
            {' · '}
            <a href={doc.public_path} target="_blank" rel="noreferrer">
              {t('content.viewPage')}
            </a>
          </>
        ) : null}
      </p>
      {bilingual ? (
        <fieldset className={editor.langSwitch}>
          <legend className={editor.langLegend}>{t('content.languagesLabel')}</legend>
          {(['sr', 'en'] as const).map((lang) => (
            <Button
              key={lang}
              variant={shown === lang ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={shown === lang}
              onClick={() => setShown(lang)}
            >
              {t(`content.languages.${lang}`)}
            </Button>
          ))}
        </fieldset>
      ) : null}
      {bilingual ? (
        <div className={editor.langHeads} aria-hidden="true">
          <span>{t('content.languages.sr')}</span>
          <span>{t('content.languages.en')}</span>
        </div>
      ) : null}
      {value === null ? null : (
        <SchemaForm node={node} value={value} onChange={change} errors={errors} shown={shown} />
      )}
      {failure ? (
        <Alert tone="danger">
          {failure.text}{' '}
          {failure.stale ? (
            <Button variant="link" onClick={() => void reload()}>
              {t('content.stale')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {dirty ? <p className={styles.muted}>{t('content.unsaved')}</p> : null}
      <div className={`${styles.actions} ${editor.actionBar}`}>
        <Button
          variant="secondary"
          loading={save.isPending && !save.variables?.publish}
          onClick={() => void submit(false).then((answer) => answer && setDirty(false))}
          data-testid="content-save-draft"
        >
          {t('content.saveDraft')}
        </Button>
        {doc.public_path ? (
          <Button
            variant="secondary"
            loading={preview.isPending}
            onClick={() => void openPreview()}
            data-testid="content-preview"
          >
            {t('content.preview')}
          </Button>
        ) : null}
        <Button
          loading={save.isPending && save.variables?.publish === true}
          onClick={() => void submit(true).then((answer) => answer && setDirty(false))}
          data-testid="content-publish"
        >
          {t('content.publish')}
        </Button>
      </div>
      {previewUrl ? (
        <Alert tone="info">
          <a href={previewUrl} target="_blank" rel="noreferrer" data-testid="content-preview-link">
            {t('content.previewLink')}
          </a>
        </Alert>
      ) : null}
      <History docKey={docKey} base={doc.version} />
    </div>
  );
}

function History({ docKey, base }: { docKey: SiteDocumentKey; base: number }) {
  const { t, language } = useAdminTranslation();
  const versions = useContentVersions(docKey);
  const restore = useRestoreContent(docKey);
  const [asking, setAsking] = useState<number | null>(null);
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'sr-Latn-RS', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Belgrade',
  });
  const doRestore = async (version: number) => {
    try {
      const answer = await restore.mutateAsync({ version, base });
      toastSuccess(answer.message ?? '');
    } catch (error) {
      toastError(error instanceof ApiError && error.serverMessage ? error.serverMessage : String(error));
    } finally {
      setAsking(null);
    }
  };
  return (
    <section aria-labelledby="content-history" className={editor.history} data-testid="content-history">
      <h3 id="content-history" className={styles.subheading}>
        {t('content.history')}
      </h3>
      {versions.isPending ? <Spinner label={t('common.loading')} /> : null}
      {versions.data && versions.data.data.length === 0 ? (
        <p className={styles.muted}>{t('content.historyEmpty')}</p>
      ) : null}
      <ol className={editor.versions}>
        {versions.data?.data.map((row) => (
          <li key={row.version} className={editor.version} data-testid={`content-version-${row.version}`}>
            <span>
              <strong>{t('content.version', { version: row.version })}</strong>{' '}
              <span className={editor.tag}>
                {row.live
                  ? t('content.live')
                  : row.published
                    ? t('content.publishedTag')
                    : t('content.draftTag')}
              </span>
              {row.restored_from !== null ? (
                <span className={editor.tag}>
                  {t('content.restoredFrom', { version: row.restored_from })}
                </span>
              ) : null}
              <br />
              <span className={styles.muted}>
                {format.format(new Date(row.created_at))} · {row.author ?? t('content.seedAuthor')}
              </span>
            </span>
            {row.live ? null : asking === row.version ? (
              <span className={editor.confirm}>
                <span>{t('content.restoreConfirm', { version: row.version })}</span>
                <Button
                  size="sm"
                  loading={restore.isPending}
                  onClick={() => void doRestore(row.version)}
                  data-testid="content-restore-confirm"
                >
                  {t('content.restore')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setAsking(null)}>
                  {t('common.cancel')}
                </Button>
              </span>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${t('content.restore')}: ${t('content.version', { version: row.version })}`}
                onClick={() => setAsking(row.version)}
              >
                {t('content.restore')}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
