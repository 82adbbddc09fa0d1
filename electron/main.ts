// Electron main process entry (bundled to dist-electron/main.js by electron/scripts/build.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp } from './app.js';

const here = path.dirname(fileURLToPath(import.meta.url));
void startApp({ here, root: path.resolve(here, '..') });
