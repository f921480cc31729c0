// The account card's actions on the profile: change e-mail or password, write to support, and "Moje ostale
// kupovine" (spec 000 §2 Profile), and two-factor sign-in (ADR 027), each opening its modal.
import type { User } from '@atelje/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../lib/i18n-react';
import styles from './account.module.css';
import { CredentialsForm } from './credentials-form';
import { OtherPurchasesModal } from './other-purchases-modal';
import { SupportModal } from './support-modal';
import { TwoFactorSettings } from './two-factor-settings';

type Open = 'credentials' | 'support' | 'other' | 'twoFactor' | null;

export function AccountActions({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <div className={styles.accountActions} data-testid="account-actions">
      <Button variant="secondary" onClick={() => setOpen('credentials')}>
        {t('account.changeCredentials')}
      </Button>
      <Button variant="secondary" onClick={() => setOpen('twoFactor')}>
        {t('twoFactor.button')}
      </Button>
      <Button variant="secondary" onClick={() => setOpen('support')}>
        {t('account.support')}
      </Button>
      <Button variant="secondary" onClick={() => setOpen('other')}>
        {t('account.otherPurchases')}
      </Button>
      <Modal
        open={open === 'credentials'}
        onClose={close}
        title={t('credentials.title')}
        testId="credentials-modal"
      >
        <CredentialsForm user={user} />
      </Modal>
      <Modal
        open={open === 'twoFactor'}
        onClose={close}
        title={t('twoFactor.title')}
        testId="two-factor-modal"
      >
        <TwoFactorSettings />
      </Modal>
      <SupportModal open={open === 'support'} onClose={close} email={user.email} />
      <OtherPurchasesModal open={open === 'other'} onClose={close} />
    </div>
  );
}
