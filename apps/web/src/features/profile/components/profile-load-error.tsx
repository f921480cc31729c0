// The profile's load failure (spec 000 §8 Profile): "Neuspešno učitavanje podataka. Proverite da li ste
// prijavljeni.", with a way to sign in again and a retry.

import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import stack from '../../../components/ui/form-stack.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useAuthModal } from '../../auth';
import styles from './account.module.css';

export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('profile');
  const authModal = useAuthModal();
  return (
    <div className={styles.loadError} data-testid="profile-load-error">
      <Alert tone="danger">{t('loadError.message')}</Alert>
      <div className={stack.actions}>
        <Button onClick={() => authModal.open('login', { redirectTo: '/my-profile' })}>
          {t('loadError.login')}
        </Button>
        <Button variant="secondary" onClick={onRetry}>
          {t('loadError.retry')}
        </Button>
      </div>
    </div>
  );
}
