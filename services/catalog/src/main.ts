import './tracing';
import { createLogger, runMain } from '@glow/service-kit';
import { start } from './index';

const logger = createLogger('catalog');
void runMain('catalog', () => start({ logger }), logger);
