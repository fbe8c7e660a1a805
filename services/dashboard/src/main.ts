import './tracing';
import { createLogger, runMain } from '@glow/service-kit';
import { start } from './index';

const logger = createLogger('dashboard');
void runMain('dashboard', () => start({ logger }), logger);
