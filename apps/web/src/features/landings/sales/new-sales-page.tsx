// Placeholder until the page is built (issue 7).
import type { LandingPageKey } from '@atelje/shared/marketing/landings';

export default function LandingPlaceholder({ pageKey }: { pageKey: LandingPageKey }) {
  return <main id="main-content">{pageKey}</main>;
}
