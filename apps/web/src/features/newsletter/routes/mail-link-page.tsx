// /mail-link?token=: the page a lifecycle e-mail's one-click link opens (ADR 077). Opening it records the click and
// shows whether the link still works; a signed-in learner's link is then used at once (the free extension applied,
// or the paid extension put in the cart); a visitor signs in first and comes back here. A used or expired link says
// so and points to the profile, where every extension stays available. A course link puts the course in the cart.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ResultPage, resultPageLoading } from '../../../components/layout/result-page';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { usePublicSettings } from '../../../lib/public-settings';
import { loginPathFor } from '../../../lib/redirect';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth';
import { courseToCartItem, extensionToCartItem, useCart } from '../../cart';
import { usePagesTranslation } from '../../pages';
import { useOpenMailLink, useUseMailLink } from '../api/mail-links';

function Loading({ label }: { label: string }) {
  return (
    <div className={resultPageLoading}>
      <Spinner size="md" label={label} />
      <p aria-hidden="true">{label}</p>
    </div>
  );
}

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

export default function MailLinkPage() {
  const { t } = usePagesTranslation();
  const { t: tCart } = useTranslation('cart');
  usePageTitle(t('titles.mailLink'));
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const token = params.get('token')?.trim() || null;
  const { isAuthenticated } = useAuth();
  const { add } = useCart();
  const settings = usePublicSettings().data;
  const opened = useOpenMailLink(token);
  const use = useUseMailLink();
  const started = useRef(false);

  // A course link (the mini-course nurture, a recommended course, ADR 084) only puts the course in the cart: no sign-in,
  // nothing given away, so it works at any state; the cart prices it from the catalogue.
  const courseLink = opened.data?.action === 'course';
  const openedData = opened.data;
  useEffect(() => {
    if (openedData?.action !== 'course' || started.current) return;
    started.current = true;
    const { course } = openedData;
    add(
      courseToCartItem(
        { id: course.id, title: course.title, price_para: course.price_para },
        course.thumbnail_url,
      ),
    );
    void navigate('/korpa', { replace: true });
  }, [openedData, add, navigate]);

  const ready = opened.data?.state === 'ready' && !courseLink;
  // A link that still works, opened signed out: signing in comes first, and the login returns here.
  const signInNeeded = ready && !isAuthenticated;
  useEffect(() => {
    if (!token || !ready || !isAuthenticated || started.current) return;
    started.current = true;
    use.mutate(token, {
      onSuccess: (answer) => {
        if (answer.action !== 'paid-extension') return;
        add(
          extensionToCartItem(
            {
              id: answer.course.id,
              title: answer.course.title,
              price_para: answer.course.price_para,
              thumbnailUrl: answer.course.thumbnail_url ?? undefined,
            },
            tCart('extension.title', { title: answer.course.title }),
            settings ? { percent: settings.extension_percent, months: settings.extension_months } : undefined,
          ),
        );
        void navigate('/korpa', { replace: true });
      },
    });
  }, [token, ready, isAuthenticated, use, add, navigate, tCart, settings]);

  let body: React.ReactNode;
  if (!token) {
    body = (
      <Alert tone="danger" title={t('mailLink.errorTitle')}>
        {t('mailLink.missingToken')}
      </Alert>
    );
  } else if (opened.isPending) {
    body = <Loading label={t('mailLink.loading')} />;
  } else if (opened.isError) {
    body = (
      <Alert tone="danger" title={t('mailLink.errorTitle')}>
        {serverMessage(opened.error) ?? t('mailLink.errorDefault')}
      </Alert>
    );
  } else if (courseLink) {
    body = <Loading label={t('mailLink.addingCourse')} />;
  } else if (opened.data.state !== 'ready') {
    body = (
      <Alert tone="warning" title={t(`mailLink.${opened.data.state}Title`)}>
        {t(`mailLink.${opened.data.state}`)}
      </Alert>
    );
  } else if (signInNeeded) {
    const action = opened.data.action === 'free-extension' ? 'free' : 'paid';
    body = (
      <p data-testid="mail-link-sign-in">
        {t(`mailLink.signIn.${action}`, { course: opened.data.course.title })}
      </p>
    );
  } else if (use.isError) {
    body = (
      <Alert tone="danger" title={t('mailLink.errorTitle')}>
        {serverMessage(use.error) ?? t('mailLink.errorDefault')}
      </Alert>
    );
  } else if (use.isSuccess && use.data.action === 'free-extension') {
    body = (
      <Alert tone="success" title={t('mailLink.extendedTitle')}>
        <span data-testid="mail-link-extended">{use.data.message}</span>
      </Alert>
    );
  } else {
    body = <Loading label={t('mailLink.applying')} />;
  }

  return (
    <ResultPage
      titleId="mail-link-title"
      eyebrow={t(courseLink ? 'mailLink.courseEyebrow' : 'mailLink.eyebrow')}
      title={t('titles.mailLink')}
      testId="mail-link"
      actions={
        <>
          {signInNeeded ? (
            <ButtonLink to={loginPathFor(`${location.pathname}${location.search}`)} size="lg">
              {t('mailLink.signInButton')}
            </ButtonLink>
          ) : (
            <ButtonLink to="/my-profile" size="lg" variant="secondary">
              {t('mailLink.profile')}
            </ButtonLink>
          )}
          <ButtonLink to="/svi-kursevi" size="lg" variant="ghost">
            {t('newsletterConfirm.courses')}
          </ButtonLink>
        </>
      }
    >
      {body}
    </ResultPage>
  );
}
