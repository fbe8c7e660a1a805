import './tracing';
import { createLogger, runMain } from '@glow/service-kit';
import { start } from './index';

const logger = createLogger('messaging');
void runMain('messaging', () => start({ logger }), logger);
