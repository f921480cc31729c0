// The ALTCHA widget as a React component: it loads the web component on first render, fetches its challenge
// from GET /api/captcha/challenge, and reports the solved payload (the `captchaToken`) or null.
import type {} from 'altcha/types/react';
import { Fragment, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import styles from './altcha-captcha.module.css';
import { Spinner } from './spinner';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

type WidgetState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code' | 'loading';

let altchaModule: Promise<typeof import('./altcha-setup')> | undefined;
function loadAltcha() {
  altchaModule ??= import('./altcha-setup');
  return altchaModule;
}

export interface AltchaCaptchaHandle {
  /** Clears a used or failed solution so the visitor can solve a fresh challenge. */
  reset: () => void;
}

interface AltchaCaptchaProps {
  /** The solved payload, or null when there is none (yet, or any more). */
  onChange: (token: string | null) => void;
  /** Accessible name of the group around the widget. */
  label: string;
  testId?: string;
  ref?: Ref<AltchaCaptchaHandle>;
}

export function AltchaCaptcha({ onChange, label, testId, ref }: AltchaCaptchaProps) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'sr';
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<WidgetState>('loading');
  const widgetRef = useRef<HTMLElement | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let cancelled = false;
    loadAltcha()
      .then((module) => {
        if (cancelled) return;
        module.setAltchaTexts(
          language,
          i18n.getFixedT(language, 'home')('newsletter.captcha', { returnObjects: true }),
        );
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
    };
  }, [language, i18n]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a language change mounts a new widget element
  useEffect(() => {
    const widget = widgetRef.current;
    if (!ready || !widget) return;
    setState('unverified');
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state: WidgetState; payload?: string | null }>).detail;
      setState(detail.state);
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [ready, language]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        const widget = widgetRef.current as (HTMLElement & { reset?: () => void }) | null;
        widget?.reset?.();
        onChangeRef.current(null);
      },
    }),
    [],
  );

  return (
    <fieldset className={styles.captcha} data-testid={testId} data-state={state}>
      <legend className="visually-hidden">{label}</legend>
      {ready ? (
        // A new element per language: the widget reads its texts when it starts.
        <Fragment key={language}>
          <altcha-widget
            ref={widgetRef}
            challenge={CAPTCHA_CHALLENGE_URL}
            language={language}
            type="checkbox"
            auto="onfocus"
            name="captchaToken"
            configuration={JSON.stringify({ hideFooter: true, hideLogo: false, credentials: 'same-origin' })}
          />
        </Fragment>
      ) : (
        <div className={styles.placeholder}>
          <Spinner size="sm" />
          <span>{t('newsletter.captchaLoading')}</span>
        </div>
      )}
    </fieldset>
  );
}
