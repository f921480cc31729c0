export * from './content-blocks';
export * from './landings';
export * from './sales-content';
export * from './schemas';
export * from './signup-content';
export * from './signup-schemas';
export * from './welcome-schemas';
