// The standalone layout of /{name}-new (spec 000 §2 "Special landing layouts"): a dark bar with the brand, the
// page's own section links, the language toggle and a cart link with the item count; a one-line footer.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../../components/layout/brand';
import { LanguageToggle } from '../../../components/layout/language-toggle';
import { useTranslation } from '../../../lib/i18n-react';
import { CartIcon, useCartItems } from '../../cart';
import styles from './new-sales-page.module.css';
import { useSalesTranslation } from './sales-i18n';

export function NewSalesLayout({ children }: { children: ReactNode }) {
  const { t } = useSalesTranslation();
  const { t: tc } = useTranslation('common');
  const count = useCartItems().length;
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main-content">
        {tc('skipToContent')}
      </a>
      <header className={`${styles.bar} theme-dark`}>
        <Brand tone="inverse" />
        <nav aria-label={t('new.nav')} className={styles.nav}>
          <a href="#modules-section">{t('new.modules')}</a>
          <a href="#what-do-you-get-section">{t('new.offer')}</a>
          <a href="#faq-section">{t('new.faq')}</a>
        </nav>
        <div className={styles.tools}>
          <LanguageToggle />
          <Link
            to="/korpa"
            className={styles.cart}
            aria-label={count > 0 ? t('new.cartCount', { count }) : t('new.cart')}
            data-testid="new-cart-link"
          >
            <CartIcon />
            {count > 0 ? (
              <span className={styles.count} aria-hidden="true">
                {count}
              </span>
            ) : null}
          </Link>
        </div>
      </header>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <Link to="/conditions">{tc('footer.privacy')}</Link>
        <Link to="/terms-of-use">{tc('footer.terms')}</Link>
        <Link to="/contact">{tc('footer.contact')}</Link>
        <span>{tc('footer.rights', { year: new Date().getFullYear() })}</span>
      </footer>
    </div>
  );
}
