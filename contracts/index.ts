export * from './envelope';
export * from './product';
export * from './event-metadata';
export * from './validation/messages';
export * from './validation/person';
export * from './validation/dates';
export * from './validation/states';
export * from './auth/payloads';
