// The page's entry: opens the connection to the host and sends its first questions before anything else, so
// that the socket's handshake and the host's answers overlap the loading of the screens' code (a separate
// chunk, which index.html already asks for: see vite.config.ts).
import { askEarly } from './lib/boot-calls';
import { exposeSettledForTests } from './lib/test-hooks';
import './app.css';

if (import.meta.env.MODE === 'e2e') exposeSettledForTests();
askEarly();
const [{ mount }, { default: App }] = await Promise.all([import('svelte'), import('./App.svelte')]);
const target = document.getElementById('app');
if (!target) throw new Error('no #app element');
export default mount(App, { target });
