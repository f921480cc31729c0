// The filled circle with a white tick that marks something done (an applied code, an item just added to the cart).
export function CheckCircleIcon({ size, className }: { size: number; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width={size} height={size} className={className}>
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path
        d="m6 10.3 2.6 2.6L14 7.6"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
