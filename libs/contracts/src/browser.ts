/** What browser code may import from the contracts: the HTTP API's shapes and constants, without zod or Node built-ins. */
export * from './api';
export * from './browser-events';
export * from './catalog-api';
export * from './commerce-api';
export * from './dashboard-api';
export * from './admin-activity-api';
export * from './variant-names';
