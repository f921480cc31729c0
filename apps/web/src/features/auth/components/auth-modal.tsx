// The login / register / forgot-password / free-course info modal of spec 000 §2, switching views in place.

import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../lib/i18n-react';
import { useAuthModal } from '../hooks/use-auth-modal';
import styles from './auth-form.module.css';
import { ForgotPasswordForm } from './forgot-password-form';
import { FreeCourseInfo } from './free-course-info';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export function AuthModal() {
  const { t } = useTranslation('auth');
  const { view, options, open, close } = useAuthModal();
  const navigate = useNavigate();

  function handleSignedIn() {
    close();
    if (options.redirectTo) navigate(options.redirectTo);
  }

  const titles = {
    login: { title: t('login.title'), description: t('login.subtitle') },
    register: { title: t('register.title'), description: t('register.subtitle') },
    forgot: { title: t('forgot.title'), description: t('forgot.subtitle') },
    'free-course': { title: t('freeCourse.title'), description: t('freeCourse.subtitle') },
  } as const;
  const heading = view ? titles[view] : titles.login;

  return (
    <Modal
      open={view !== null}
      onClose={close}
      title={heading.title}
      description={heading.description}
      size="md"
      testId="auth-modal"
    >
      {view === 'login' ? (
        <>
          {options.protectedPath ? (
            <Alert tone="info" title={t('login.protected')}>
              <span className={styles.reason} data-testid="requested-path">
                {t('login.requestedPath')} <code className={styles.path}>{options.protectedPath}</code>
              </span>
            </Alert>
          ) : null}
          <LoginForm
            defaultEmail={options.email}
            onSuccess={handleSignedIn}
            onForgot={() => open('forgot', options)}
          />
          <p className={styles.switch}>
            {t('login.noAccount')}{' '}
            <button type="button" className={styles.switchButton} onClick={() => open('register', options)}>
              {t('login.toRegister')}
            </button>
            <br />
            <button
              type="button"
              className={styles.switchButton}
              onClick={() => open('free-course', options)}
            >
              {t('login.freeCourse')}
            </button>
          </p>
        </>
      ) : null}
      {view === 'free-course' ? (
        <FreeCourseInfo onLogin={() => open('login', options)} onRegister={() => open('register', options)} />
      ) : null}
      {view === 'register' ? (
        <>
          <RegisterForm onSuccess={handleSignedIn} />
          <p className={styles.switch}>
            {t('register.hasAccount')}{' '}
            <button type="button" className={styles.switchButton} onClick={() => open('login', options)}>
              {t('register.toLogin')}
            </button>
          </p>
        </>
      ) : null}
      {view === 'forgot' ? (
        <ForgotPasswordForm
          onBack={() => open('login', options)}
          onDone={() => {
            close();
            navigate('/');
          }}
        />
      ) : null}
    </Modal>
  );
}
