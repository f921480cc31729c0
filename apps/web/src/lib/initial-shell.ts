// The first screen the server wrote into #root (landing pages, see the server's seo/landing-shell.ts), read
// before React's first render replaces it. While the page's own code loads, the landing route shows this same
// markup instead of a spinner, so the visitor never sees the headline disappear and come back.
let shell: string | null = null;

/** Called once by main.tsx before the first render. */
export function captureInitialShell(container: HTMLElement) {
  shell = container.innerHTML.trim() || null;
}

/** The server's first screen, until the page that replaces it has rendered once. */
export function initialShell(): string | null {
  return shell;
}

export function releaseInitialShell() {
  shell = null;
}
