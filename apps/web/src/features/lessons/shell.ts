// What the site's shell (app/layouts) needs from the lessons feature: it is in the entry chunk, so it re-exports
// nothing a page alone uses (the player and its texts stay with the pages, ADR 048).
export { continueHref, useContinueWatching } from './api/get-continue-watching';
