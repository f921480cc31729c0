// The slim layout of the landing, thank-you and sales pages (spec 000 §2 "Special landing layouts"): the brand
// linking home, the language toggle and the cart in a light top bar, the page, and a footer with the legal
// links and contact. No sidebar and no search, so an ad visitor's first screen is the page itself. Pages that
// sell keep the cart menu (its count and the popup after adding); the free sign-up pages pass `cart="link"`, a
// plain link to /korpa, so an ad visit does not download the cart's code.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../../components/layout/brand';
import { LanguageToggle } from '../../../components/layout/language-toggle';
import { useTranslation } from '../../../lib/i18n-react';
import { CartIcon, CartMenuSlot } from '../../cart';
import styles from './landing-layout.module.css';

export function LandingLayout({ children, cart = 'menu' }: { children: ReactNode; cart?: 'menu' | 'link' }) {
  const { t } = useTranslation('common');
  const cartTexts = useTranslation('cart');
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <header className={styles.bar}>
        <Brand />
        <div className={styles.actions}>
          <LanguageToggle />
          {cart === 'menu' ? (
            <CartMenuSlot />
          ) : (
            <Link to="/korpa" className={styles.cartLink} aria-label={cartTexts.t('title')}>
              <CartIcon />
            </Link>
          )}
        </div>
      </header>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.links}>
            <li>
              <Link to="/conditions" className={styles.link}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/terms-of-use" className={styles.link}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={styles.link}>
                {t('footer.contact')}
              </Link>
            </li>
          </ul>
        </nav>
        <p className={styles.rights}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}
