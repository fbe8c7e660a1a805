import './tracing';
import { createLogger, runMain } from '@glow/service-kit';
import { start } from './index';

const logger = createLogger('order');
void runMain('order', () => start({ logger }), logger);
