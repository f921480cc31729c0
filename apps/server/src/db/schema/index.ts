export * from './admin';
export * from './catalog';
export * from './commerce';
export * from './handover';
export * from './learning';
export * from './marketing';
export * from './uploads';
export * from './users';
