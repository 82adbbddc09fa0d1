// `npm run web`: the host + the web server. Prints the URL (with its token) to open in a browser.
//   --data <dir>   the data folder (default: the user data folder)
//   --port <n>     a fixed port (default: any free port)
//   --static <dir> the built renderer (default: dist/renderer)
//   --token <t>    a fixed token (for test runners that must know the URL in advance; default: random)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Host, dataDirFromArgs, defaultDataDir } from '../host/host.js';
import { installLastResort } from '../host/last-resort.js';
import { StoreFileError } from '../store/index.js';
import { startWebServer } from './server.js';

function arg(name: string): string | null {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? null) : null;
}

async function main(): Promise<void> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dataDir = dataDirFromArgs(process.argv) ?? defaultDataDir();
  const staticDir = arg('--static') ?? path.resolve(here, '../../dist/renderer');
  let host: Host | undefined;
  // an error nobody caught: written with its stack on stderr, the store closed, exit code 1 (never a host
  // that keeps running in a state nobody knows)
  installLastResort(process, { name: 'web host', beforeExit: () => host?.close() });
  try {
    host = new Host({
      dataDir,
      mode: 'web',
      version: process.env.npm_package_version,
      deckSalt: process.env.FMH_DECK_SALT === 'none' ? 'none' : 'random',
      // end-to-end tests shorten the pause between a computer's moves (FMH_COMPUTER_PACE_MS)
      ...(process.env.FMH_COMPUTER_PACE_MS
        ? { computer: { paceMs: Math.max(0, Number(process.env.FMH_COMPUTER_PACE_MS) || 0) } }
        : {}),
    });
  } catch (e) {
    // A plain message and exit code 2, never a stack trace: the problem is the folder or the file.
    const detail = e instanceof StoreFileError ? e.message : `${dataDir}: ${(e as Error).message ?? String(e)}`;
    console.error(`Cannot open the campaign store: ${detail}`);
    console.error('Nothing was changed. Use --data <another folder> to start with another store.');
    process.exit(2);
  }
  const token = arg('--token') ?? undefined;
  if (token !== undefined && !/^[A-Za-z0-9_-]{16,128}$/.test(token)) {
    console.error('--token must be 16 to 128 letters, digits, _ or -');
    process.exit(2);
  }
  const server = await startWebServer({ host, staticDir, port: Number(arg('--port') ?? 0), token });
  console.log(`Full Metal Hot-Seat (web mode), data in ${host.store.file}`);
  console.log(`Open ${server.url}`);
  const stop = async () => {
    await server.close();
    host.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
