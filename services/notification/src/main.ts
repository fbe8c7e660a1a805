import './tracing';
import { createLogger, runMain } from '@glow/service-kit';
import { start } from './index';

const logger = createLogger('notification');
void runMain('notification', () => start({ logger }), logger);
