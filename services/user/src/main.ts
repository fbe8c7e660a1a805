import './tracing';
import { createLogger, runMain } from '@glow/service-kit';
import { start } from './index';

const logger = createLogger('user');
void runMain('user', () => start({ logger }), logger);
