import { NavLink } from 'react-router';
import { useMainCategoryLinks } from '../../features/catalog/shell';
import { useTranslation } from '../../lib/i18n-react';
import { sidebarSections } from './nav-items';
import styles from './sidebar-nav.module.css';

export function SidebarNav() {
  const { t } = useTranslation('common');
  const categories = useMainCategoryLinks();
  return (
    <nav aria-label={t('sidebar.label')} className={styles.nav}>
      {sidebarSections.map((section) => {
        const links =
          section.id === 'categories'
            ? categories.map((category) => ({ to: `/category/${category.slug}`, label: category.label }))
            : section.items.map((item) => ({ to: item.to, label: t(item.labelKey) }));
        return (
          <div key={section.id} className={styles.section}>
            <h2 className={styles.sectionTitle} id={`sidebar-${section.id}`}>
              {t(section.titleKey)}
            </h2>
            <ul className={styles.list} aria-labelledby={`sidebar-${section.id}`}>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) => [styles.link, isActive ? styles.active : ''].join(' ')}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
