export * from './catalog';
export * from './marketing';
export * from './users';
