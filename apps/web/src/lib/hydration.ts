// Whether the page in the browser started from the server's render (ADR 062). Its first render must then be the
// server's, a visitor's who is not signed in: what only this browser knows (the stored session, the cart) is
// applied right after, not during that render. main.tsx marks it before hydrating.
let fromServer = false;

export function markServerRendered(): void {
  fromServer = true;
}

/** True on the server and in a browser that hydrates the server's markup. */
export function startsFromServer(): boolean {
  return typeof window === 'undefined' || fromServer;
}
