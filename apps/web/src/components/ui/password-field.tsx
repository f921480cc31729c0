import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import styles from './field.module.css';
import { LineIcon } from './icons';
import { TextField, type TextFieldProps } from './text-field';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const id = props.id ?? generated;

  return (
    <TextField
      {...props}
      id={id}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-controls={id}
        >
          {visible ? (
            <EyeIcon>
              <path d="M3 3l18 18" />
              <path d="M10.6 6.1A9.9 9.9 0 0 1 12 6c5.5 0 9 6 9 6a16 16 0 0 1-2.9 3.6M6.4 7.6A15.7 15.7 0 0 0 3 12s3.5 6 9 6a9.5 9.5 0 0 0 4.3-1" />
              <path d="M9.9 10a3 3 0 0 0 4.1 4.1" />
            </EyeIcon>
          ) : (
            <EyeIcon>
              <path d="M3 12s3.5-6 9-6 9 6 9 6-3.5 6-9 6-9-6-9-6Z" />
              <circle cx="12" cy="12" r="3" />
            </EyeIcon>
          )}
        </button>
      }
    />
  );
}

/** The frame and stroke of the show and hide icons. */
function EyeIcon({ children }: { children: ReactNode }) {
  return (
    <LineIcon size={20} strokeWidth="1.6">
      {children}
    </LineIcon>
  );
}
