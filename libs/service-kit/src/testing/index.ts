export * from './engines';
export * from './database';
export * from './keys';
export * from './kafka';
export * from './service';
export * from './tcp-proxy';
export * from './wait-for';
export * from './probes';
