export * from './envelope';
export * from './product';
export * from './event-metadata';
