import './tracing';
import { createLogger, runMain } from '@glow/service-kit';
import { start } from './index';

const logger = createLogger('cart');
void runMain('cart', () => start({ logger }), logger);
