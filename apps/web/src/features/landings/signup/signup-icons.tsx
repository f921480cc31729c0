// The line icons a feature tile may name in its content (SIGNUP_ICONS); drawn inline, no icon font.
import type { SignupIcon } from '@atelje/shared/marketing/signup-content';
import { LineIcon } from '../../../components/ui/icons';

const PATHS: Record<SignupIcon, string> = {
  play: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-2 5.5 6 3.5-6 3.5Z',
  home: 'M4 11 12 4l8 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  palette:
    'M12 3a9 9 0 0 0 0 18c1.2 0 2-.8 2-1.8 0-1.3-1.2-1.7-1.2-2.9 0-1 .8-1.8 1.9-1.8H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3ZM7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01',
  light: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z',
  hanger: 'M12 7a2 2 0 1 1 2-2c0 1-1 1.5-2 2.2V9l8.5 6.2c.9.7.4 1.8-.6 1.8H4.1c-1 0-1.5-1.1-.6-1.8L12 9',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8ZM19 16l.7 1.8 1.8.7-1.8.7L19 21l-.7-1.8-1.8-.7 1.8-.7Z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.5V12l3 2',
  gift: 'M4 10h16v4H4ZM6 14v7h12v-7M12 10v11M12 10c-1.5-3-5-4-5-1.5S10 10 12 10Zm0 0c1.5-3 5-4 5-1.5S14 10 12 10Z',
};

export function SignupIconGlyph({ icon }: { icon: SignupIcon }) {
  return (
    <LineIcon size={28} strokeWidth="1.6">
      <path d={PATHS[icon]} />
    </LineIcon>
  );
}
