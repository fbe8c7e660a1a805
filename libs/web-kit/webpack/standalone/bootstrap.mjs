// Mounts one microfrontend on its own page, the way the shell would, without the shell's chrome.
import { registerApplication, start } from 'single-spa';
import { currency, session } from '@glow/web-kit';

session.start();
currency.start();
registerApplication({
  name: __GLOW_APP_NAME__,
  app: () => import('glow-standalone-app'),
  activeWhen: () => true,
  customProps: () => ({ domElement: document.getElementById('glow-main') }),
});
start({ urlRerouteOnly: true });
