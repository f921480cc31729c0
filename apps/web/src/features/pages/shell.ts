// What a page's first load needs of the pages feature (ADR 048): which document a preview link names. The draft
// band and the published page's components are in index.ts, loaded when a page shows them.
export { documentPreview } from './lib/preview';
