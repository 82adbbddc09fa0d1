// Where the data folder is: the platform's user data folder, or `--data <dir>`.
import path from 'node:path';

/** The default data folder of the web mode and tools (Electron uses app.getPath('userData')). */
export function defaultDataDir(): string {
  const home = process.env.HOME ?? process.env.USERPROFILE ?? '.';
  if (process.platform === 'win32') return path.join(process.env.APPDATA ?? home, 'Full Metal Hot-Seat');
  if (process.platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Full Metal Hot-Seat');
  return path.join(process.env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'Full Metal Hot-Seat');
}

/** `--data <dir>` from an argument list. */
export function dataDirFromArgs(argv: string[]): string | null {
  const i = argv.indexOf('--data');
  const next = i >= 0 ? argv[i + 1] : undefined;
  if (next) return next;
  const eq = argv.find((a) => a.startsWith('--data='));
  return eq ? eq.slice('--data='.length) : null;
}
