export * from './catalog';
export * from './commerce';
export * from './marketing';
export * from './users';
export * from './learning';
export * from './uploads';
export * from './admin';
