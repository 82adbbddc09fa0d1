// Web mode and tests run the TypeScript sources through tsx: the worker thread registers tsx for
// itself, then loads the real worker. (The Electron build bundles debrief-worker.js instead.)
import { register } from 'tsx/esm/api';
register();
await import('./debrief-worker.ts');
