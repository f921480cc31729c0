// The browser storage keys of spec 000 §3: token (local or session storage), user, cart.
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const CART_KEY = 'cart';

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage can throw in private modes or when blocked; the site then behaves as for a visitor.
    return fallback;
  }
}

export function getToken(): string | null {
  return safely(() => localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY), null);
}

export function setToken(token: string): void {
  safely(() => localStorage.setItem(TOKEN_KEY, token), undefined);
}

export function setStoredUser(user: unknown): void {
  safely(() => localStorage.setItem(USER_KEY, JSON.stringify(user)), undefined);
}

/** The user the last session check stored (setStoredUser), or null when there is none or it is not JSON. */
export function getStoredUser(): unknown {
  return safely(() => JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as unknown, null);
}

/** Forgets everything that belongs to the signed-in person. */
export function clearSession(): void {
  safely(() => {
    for (const store of [localStorage, sessionStorage]) {
      store.removeItem(TOKEN_KEY);
      store.removeItem(USER_KEY);
      store.removeItem(CART_KEY);
    }
  }, undefined);
}

/** Drops a token the server no longer accepts. */
export function removeToken(): void {
  safely(() => {
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  }, undefined);
}

const SCRIPT_KEY = 'atelje-script';

/** The script last chosen for Serbian (ADR 082): Serbian chosen again, after English, comes back in it. */
export function getKeptScript(): 'Latn' | 'Cyrl' {
  return safely(() => localStorage.getItem(SCRIPT_KEY), null) === 'Cyrl' ? 'Cyrl' : 'Latn';
}

export function setKeptScript(script: 'Latn' | 'Cyrl'): void {
  safely(() => localStorage.setItem(SCRIPT_KEY, script), undefined);
}
