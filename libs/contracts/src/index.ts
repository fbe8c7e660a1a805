export * from './envelope';
export * from './topics';
export * from './validate-event';
export * from './api';
export * from './catalog-api';
export * from './messaging-api';
export * from './commerce-api';
export * from './dashboard-api';
