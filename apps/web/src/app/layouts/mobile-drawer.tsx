// The navigation drawer of the mobile bar (main-layout): a chunk fetched the first time it opens, since most
// visits never open it.

import { Brand } from '../../components/layout/brand';
import { Modal } from '../../components/ui/modal';
import { useTranslation } from '../../lib/i18n-react';
import styles from './main-layout.module.css';
import { SidebarNav } from './sidebar-nav';
import { TopNav } from './top-nav';

export default function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('menu.title')}
      hideTitle
      header={<Brand />}
      placement="start"
    >
      <div className={styles.drawer}>
        <TopNav layout="drawer" onAction={onClose} />
        <div className={styles.drawerDivider} />
        <SidebarNav />
      </div>
    </Modal>
  );
}
