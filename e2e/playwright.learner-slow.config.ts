import base from './playwright.config';

// Not committed: the same journeys with longer waits, for a machine loaded to ~35 on 2 cores.
export default { ...base, timeout: 240_000, expect: { timeout: 45_000 } };
