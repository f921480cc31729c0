export * from './auth/schemas';
export * from './mail-outbox/schemas';
