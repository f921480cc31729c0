// Pagers of the admin lists: the full one (first, previous, a window of page numbers, next, last) and the short
// one (previous, next).
import { type AdminT, useAdminTranslation } from '../lib/admin-i18n';
import { pageWindow } from '../lib/page-window';
import styles from './admin.module.css';
import tables from './admin-table.module.css';

interface PagerProps {
  page: number;
  last: number;
  onPage: (page: number) => void;
  /** Shown before the buttons, e.g. 'Prikazano 1–15 od 120 korisnika'. */
  info?: string;
}

function NavButton({
  t,
  label,
  target,
  disabled,
  onPage,
}: {
  t: AdminT;
  label: 'first' | 'previous' | 'next' | 'last';
  target: number;
  disabled: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <button type="button" className={tables.pageButton} disabled={disabled} onClick={() => onPage(target)}>
      {t(`common.${label}`)}
    </button>
  );
}

export function Pager({ page, last, onPage, info }: PagerProps) {
  const { t } = useAdminTranslation();
  const pages = Math.max(1, last);
  return (
    <nav className={tables.pager} aria-label={t('common.pagination')}>
      {info ? <p className={styles.muted}>{info}</p> : null}
      <NavButton t={t} label="first" target={1} disabled={page <= 1} onPage={onPage} />
      <NavButton t={t} label="previous" target={page - 1} disabled={page <= 1} onPage={onPage} />
      <ul className={tables.pagerList}>
        {pageWindow(page, pages).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={tables.pageButton}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('common.page', { page: number })}
              onClick={() => onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <NavButton t={t} label="next" target={page + 1} disabled={page >= pages} onPage={onPage} />
      <NavButton t={t} label="last" target={pages} disabled={page >= pages} onPage={onPage} />
    </nav>
  );
}

export function PrevNext({ page, last, onPage }: PagerProps) {
  const { t } = useAdminTranslation();
  const pages = Math.max(1, last);
  return (
    <nav className={tables.pager} aria-label={t('common.pagination')}>
      <NavButton t={t} label="previous" target={page - 1} disabled={page <= 1} onPage={onPage} />
      <span className={styles.muted}>{t('common.pageOf', { page, pages })}</span>
      <NavButton t={t} label="next" target={page + 1} disabled={page >= pages} onPage={onPage} />
    </nav>
  );
}
