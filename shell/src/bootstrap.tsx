import { createRoot } from 'react-dom/client';
import { currency, live, orderCount, session, unreadCounter } from '@glow/web-kit';
import { Layout } from './layout';
import { startRootConfig } from './root-config';
import './global.css';

const container = document.getElementById('glow-root');
if (!container) throw new Error('index.html has no #glow-root element');

session.start();
currency.start();
live.connect();
unreadCounter.start();
orderCount.start();
// The apps' roots prefix their useId ids with their slot's id; the shell's own are `shell-…`.
createRoot(container, { identifierPrefix: 'shell-' }).render(<Layout onSlotsReady={startRootConfig} />);
