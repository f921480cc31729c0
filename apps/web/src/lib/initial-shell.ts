// The first screen the server wrote into #root (landing pages: seo/landing-shell.ts; home, course and sales pages:
// the app's own markup, first-screen/render.tsx), read before React's first render replaces it. While the page's
// own code loads, its route shows this same markup instead of a spinner, so the visitor never sees the first
// screen disappear and come back. Only on the address it was written for.
let shell: { path: string; root: string; page: string | null } | null = null;

/** Called once by main.tsx before the first render. */
export function captureInitialShell(container: HTMLElement) {
  const root = container.innerHTML.trim();
  if (!root) return;
  // Pages in the site's layout: the part inside <main>, which the layout's route fallback shows.
  const page = container.querySelector('#main-content')?.innerHTML.trim() || null;
  shell = { path: window.location.pathname, root, page };
}

const current = () => (shell && shell.path === window.location.pathname ? shell : null);

/** The server's whole first screen (pages with a layout of their own), until the page has rendered once. */
export function initialShell(): string | null {
  return current()?.root ?? null;
}

/** The server's markup inside the site layout's <main>, until the page has rendered once. */
export function initialPageShell(): string | null {
  return current()?.page ?? null;
}

export function releaseInitialShell() {
  shell = null;
}
