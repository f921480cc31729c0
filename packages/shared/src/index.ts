export * from './auth/schemas';
export * from './captcha/schemas';
export * from './catalog/format';
export * from './catalog/schemas';
export * from './contact/schemas';
export * from './mail-outbox/schemas';
export * from './newsletter/schemas';
export * from './settings/schemas';
