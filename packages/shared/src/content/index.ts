export * from './documents';
export * from './sanitize-html';
export * from './schemas';
