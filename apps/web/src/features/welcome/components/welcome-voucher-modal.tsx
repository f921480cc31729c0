// The "Welcome voucher modal: a friend's e-mail" of spec 000 §2, opened from the navbar item (a chunk of its own).
import { Modal } from '../../../components/ui/modal';
import { useWelcomeTranslation } from '../lib/welcome-i18n';
import { WelcomeVoucherForm } from './welcome-voucher-form';

export default function WelcomeVoucherModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useWelcomeTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('voucher.modalTitle')}
      description={t('voucher.modalDescription')}
      size="sm"
      testId="welcome-voucher-modal"
    >
      <WelcomeVoucherForm onDone={onClose} />
    </Modal>
  );
}
