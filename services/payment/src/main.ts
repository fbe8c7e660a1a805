import './tracing';
import { createLogger, runMain } from '@glow/service-kit';
import { start } from './index';

const logger = createLogger('payment');
void runMain('payment', () => start({ logger }), logger);
