import './tracing';
import { createLogger, runMain } from '@glow/service-kit';
import { startGateway } from './index';

const logger = createLogger('gateway');
void runMain('gateway', () => startGateway({ logger }), logger);
