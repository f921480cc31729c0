// Request and response shapes of the administrator API (spec 001 §3, §5, §7; issue 6), one file per admin area;
// this file gathers them so that `@atelje/shared/admin/schemas` keeps naming all of them.
export * from './accounting';
export * from './business';
export * from './courses';
export * from './dashboard';
export * from './export';
export * from './fields';
export * from './instructors';
export * from './orders';
export * from './slips';
export * from './users';
export * from './vouchers';
