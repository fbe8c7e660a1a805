export * from './config';
export * from './routes';
export * from './app';
export * from './server';
export * from './node-options';
export * from './built-site';
