import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/i18n-react';
import { sidebarSections } from './nav-items';
import styles from './sidebar-nav.module.css';

export function SidebarNav() {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('sidebar.label')} className={styles.nav}>
      {sidebarSections.map((section) => (
        <div key={section.id} className={styles.section}>
          <h2 className={styles.sectionTitle} id={`sidebar-${section.id}`}>
            {t(section.titleKey)}
          </h2>
          <ul className={styles.list} aria-labelledby={`sidebar-${section.id}`}>
            {section.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) => [styles.link, isActive ? styles.active : ''].join(' ')}
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
