import { createAppLifecycles } from '@glow/web-kit';
import { AppRoutes } from './routes';

/** single-spa lifecycles; the shell passes the slot to mount into as `domElement`. */
export const { bootstrap, mount, unmount } = createAppLifecycles(AppRoutes);
