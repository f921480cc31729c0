// V8 settings of the API process, set before the server's own modules load (server.ts imports this first).
//
// No allocation-site pretenuring (ADR 069). V8 watches the objects each object or array literal creates, and a site
// whose objects outlived a couple of young-generation collections is "pretenured": its objects are then made in the
// old generation from the start. A server's first seconds under load (requests waiting for the course store or the
// search index, PGlite holding the event loop) make such a decision for sites that create one object per request,
// and it sticks: that object, now in the old generation, keeps the request's other objects alive through every
// young collection (an old-to-young pointer), so 17 % of all a request allocates was promoted and collected by full
// collections instead (measured on a random course page: 41 µs of CPU a request instead of 31). Without
// pretenuring, such objects die young as they should; long-lived data (the stores, the caches) is promoted after two
// young collections, a copy more than before.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-allocation-site-pretenuring');
