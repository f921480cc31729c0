// What a server-side render (entry-server.tsx) tells the code it runs: the page's language and a fetch that
// answers from the API in the same process. Read through a function the server entry sets (one context per
// request, kept in AsyncLocalStorage there); in the browser there is none.
export interface ServerContext {
  language: 'sr' | 'en';
  /** The language with its script ("sr-Cyrl" for Serbian in Cyrillic, ADR 082); the language when absent. */
  tag?: 'sr' | 'sr-Cyrl' | 'en';
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

let read: () => ServerContext | undefined = () => undefined;

/** Called once by the server entry. */
export function setServerContext(reader: () => ServerContext | undefined): void {
  read = reader;
}

/** The running server render's context; undefined in the browser. */
export function serverContext(): ServerContext | undefined {
  return read();
}
