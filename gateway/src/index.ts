export * from './config';
export * from './routes';
export * from './rate-limits';
export * from './app';
export * from './server';
