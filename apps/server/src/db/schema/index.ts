export * from './admin';
export * from './catalog';
export * from './commerce';
export * from './learning';
export * from './marketing';
export * from './security';
export * from './uploads';
export * from './users';
