import { createRoot } from 'react-dom/client';
import { currency, live, orderCount, renderFirst, session, unreadCounter } from '@glow/web-kit';
import { handOffFirstScreen } from './first-screen-handoff';
import { Layout } from './layout';
import { startRootConfig } from './root-config';
import './global.css';

const container = document.getElementById('glow-root');
if (!container) throw new Error('index.html has no #glow-root element');

handOffFirstScreen(container);
session.start();
currency.start();
live.connect();
unreadCounter.start();
orderCount.start();
// The apps' roots prefix their useId ids with their slot's id; the shell's own are `shell-…`.
const root = createRoot(container, { identifierPrefix: 'shell-' });
renderFirst(() => root.render(<Layout onSlotsReady={startRootConfig} />));
