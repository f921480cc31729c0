// "Moje ostale kupovine" as the spec's modal (spec 000 §2 Profile): bought e-books, read here in the browser, and
// templates, each with a download through its short-lived signed link. The links are fetched when the modal opens.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n-react';
import { pictureProps, THUMBNAIL_SIZES } from '../../../lib/image-sizes';
import { type Download, useMyDownloads } from '../api/get-my-downloads';
import styles from './account.module.css';
import parts from './profile-section.module.css';

function EbookReader({ ebook, onBack }: { ebook: Download; onBack: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <div className={styles.reader} data-testid="ebook-reader">
      <div className={styles.readerBar}>
        <Button variant="ghost" size="sm" onClick={onBack} data-autofocus>
          ← {t('reader.back')}
        </Button>
        <span className={styles.readerLinks}>
          <a className={styles.link} href={ebook.url} target="_blank" rel="noopener">
            {t('reader.openTab')}
          </a>
          <a className={styles.link} href={ebook.url} download>
            {t('reader.download')}
          </a>
        </span>
      </div>
      <h3 className={styles.readerTitle}>{ebook.title}</h3>
      <iframe
        className={styles.frame}
        src={ebook.url}
        title={t('reader.frameTitle', { title: ebook.title })}
      />
      <p className={parts.meta}>{t('reader.note')}</p>
    </div>
  );
}

function Row({ item, onRead }: { item: Download; onRead?: () => void }) {
  const { t, i18n } = useTranslation('profile');
  return (
    <li className={styles.item} data-testid={onRead ? 'ebook' : 'template'}>
      {item.thumbnail ? (
        <img
          className={styles.thumb}
          {...pictureProps(item.thumbnail, item.thumbnail_srcset, THUMBNAIL_SIZES)}
          alt=""
          loading="lazy"
        />
      ) : null}
      <div className={styles.itemText}>
        <p className={styles.itemTitle}>{item.title}</p>
        <p className={parts.meta}>
          {t('otherModal.purchased', { date: formatDate(item.purchased_at, i18n.resolvedLanguage) })}
        </p>
      </div>
      <div className={styles.itemActions}>
        {onRead ? (
          <Button size="sm" onClick={onRead} aria-label={t('otherModal.readTitle', { title: item.title })}>
            {t('otherModal.read')}
          </Button>
        ) : null}
        <a
          className={styles.link}
          href={item.url}
          download
          aria-label={t('otherModal.downloadTitle', { title: item.title })}
        >
          {t('otherModal.download')}
        </a>
      </div>
    </li>
  );
}

function Purchases({ onRead }: { onRead: (ebook: Download) => void }) {
  const { t } = useTranslation('profile');
  const downloads = useMyDownloads();
  if (downloads.isPending) return <Spinner label={t('otherModal.loading')} />;
  if (downloads.isError) {
    return (
      <div className={styles.failure}>
        <Alert tone="danger">{t('otherModal.error')}</Alert>
        <Button variant="secondary" onClick={() => void downloads.refetch()}>
          {t('otherModal.retry')}
        </Button>
      </div>
    );
  }
  const { ebooks, templates } = downloads.data;
  return (
    <div className={styles.groups}>
      <section aria-labelledby="other-ebooks">
        <h3 id="other-ebooks" className={styles.groupTitle}>
          {t('otherModal.ebooks')}
        </h3>
        {ebooks.length === 0 ? (
          <p className={parts.meta}>{t('otherModal.noEbooks')}</p>
        ) : (
          <ul className={parts.list}>
            {ebooks.map((ebook) => (
              <Row key={ebook.id} item={ebook} onRead={() => onRead(ebook)} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="other-templates">
        <h3 id="other-templates" className={styles.groupTitle}>
          {t('otherModal.templates')}
        </h3>
        {templates.length === 0 ? (
          <p className={parts.meta}>{t('otherModal.noTemplates')}</p>
        ) : (
          <ul className={parts.list}>
            {templates.map((template) => (
              <Row key={template.id} item={template} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function OtherPurchasesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const [reading, setReading] = useState<Download | null>(null);
  const close = () => {
    setReading(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('otherModal.title')}
      description={reading ? undefined : t('otherModal.intro')}
      size="lg"
      className={reading ? styles.readingDialog : undefined}
      testId="other-purchases-modal"
    >
      {reading ? (
        <EbookReader ebook={reading} onBack={() => setReading(null)} />
      ) : (
        <Purchases onRead={setReading} />
      )}
    </Modal>
  );
}
