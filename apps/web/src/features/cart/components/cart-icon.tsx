import { LineIcon } from '../../../components/ui/icons';

export function CartIcon({ size = 22 }: { size?: number }) {
  return (
    <LineIcon size={size} strokeWidth="1.6">
      <path d="M5.5 8h13l-1.2 10.2a2 2 0 0 1-2 1.8H8.7a2 2 0 0 1-2-1.8Z" />
      <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
    </LineIcon>
  );
}
