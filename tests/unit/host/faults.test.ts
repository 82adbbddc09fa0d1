// Faults leave nothing behind (issue 12, points 10 to 15): an import killed half-way, a turn snapshot
// that fails, a migration killed half-way, a settings write that fails, two hosts on one folder, a data
// folder that cannot be used.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignStore, createAtVersion, STORE_FILE_NAME } from '../../../src/store/index.js';
import { botStep, rng } from '../../../src/host/bot.js';
import { Host } from '../../../src/host/host.js';
import { must, newHost, tmpDir, TWO } from './helpers.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});
function host(dir?: string): Host {
  const { host: h } = newHost(dir ? { dataDir: dir } : {});
  hosts.push(h);
  return h;
}

/** Runs a TypeScript snippet in a child process (tsx); resolves with its exit code/signal and output. */
function runChild(
  code: string,
  args: string[] = [],
  timeoutMs = 60_000,
): Promise<{ code: number | null; signal: string | null; out: string; err: string }> {
  const file = path.join(tmpDir('fmh-child-'), 'child.ts');
  fs.writeFileSync(file, code);
  return runProcess([TSX, file, ...args], timeoutMs);
}

function runProcess(args: string[], timeoutMs = 60_000, onOut?: (text: string) => void) {
  return new Promise<{ code: number | null; signal: string | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
      onOut?.(out);
    });
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, out, err });
    });
  });
}

async function playTurns(h: Host, turns: number, seed = 1): Promise<void> {
  const rand = rng(seed);
  for (let i = 0; i < 4000 && must(await h.call('game.view'))!.turn < turns; i++)
    await botStep(h, rand, { endTurnChance: 0.3 });
}

describe('faults', () => {
  it('an import killed while it writes leaves no campaign behind (all of it or nothing)', async () => {
    const a = host();
    must(await a.call('campaign.new', TWO));
    await playTurns(a, 4);
    const { content } = must(await a.call('campaign.export', { id: must(await a.call('game.view'))!.campaignId }));
    const dir = tmpDir();
    const fileName = path.join(dir, 'in.fmh');
    fs.writeFileSync(fileName, content);
    // the child dies (SIGKILL) at its 5th write to the log
    const r = await runChild(
      `import fs from 'node:fs';
       import Database from ${JSON.stringify(path.join(ROOT, 'node_modules/better-sqlite3/lib/index.js'))};
       import { CampaignStore } from ${JSON.stringify(path.join(ROOT, 'src/store/index.ts'))};
       const probe = new Database(':memory:');
       const Statement = Object.getPrototypeOf(probe.prepare('SELECT 1'));
       const run = Statement.run;
       let writes = 0;
       Statement.run = function (...args) {
         if (this.source.startsWith('INSERT INTO actions') && ++writes === 5) process.kill(process.pid, 'SIGKILL');
         return run.apply(this, args);
       };
       const store = CampaignStore.open(process.argv[2]);
       store.importCampaign(fs.readFileSync(process.argv[3], 'utf8'), 'in.fmh');
       console.log('IMPORTED');`,
      [dir, fileName],
    );
    // killed (tsx passes its child's SIGKILL on as exit code 137)
    expect(r.signal === 'SIGKILL' || r.code === 137, `${r.code} ${r.err} ${r.out}`).toBe(true);
    const store = CampaignStore.open(dir);
    try {
      expect(store.list()).toEqual([]);
      expect((store.db.prepare('SELECT count(*) AS n FROM actions').get() as { n: number }).n).toBe(0);
    } finally {
      store.close();
    }
  });

  it('a turn snapshot that fails to be written costs no chart figures, now or after reopening', async () => {
    const { host: h, dir } = newHost();
    hosts.push(h);
    must(await h.call('campaign.new', TWO));
    const snapshot = h.store.snapshot.bind(h.store);
    let failed = 0;
    h.store.snapshot = (...args) => {
      if (failed++ < 2) throw new Error('SQLITE_FULL: database or disk is full');
      return snapshot(...args);
    };
    await playTurns(h, 5);
    expect(failed).toBeGreaterThan(2);
    const turns = must(await h.call('game.history')).turns.map((t) => t.turn);
    expect(turns).toEqual([1, 2, 3, 4]);
    const id = must(await h.call('game.view'))!.campaignId;
    h.close();
    hosts.splice(hosts.indexOf(h), 1);
    const again = host(dir);
    must(await again.call('campaign.open', { id }));
    const after = must(await again.call('game.history')).turns;
    expect(after.map((t) => t.turn)).toEqual([1, 2, 3, 4]);
    expect(Object.keys(after[0]!.players).sort()).toEqual(['blue', 'red']);
  });

  it('a migration backup is written under a temporary name; a half one from a killed migration is removed', () => {
    const dir = tmpDir();
    const file = path.join(dir, STORE_FILE_NAME);
    createAtVersion(file, 1).close();
    const stale = `${file}.backup-v1-2026-01-01T00-00-00-000Z.partial`;
    fs.writeFileSync(stale, 'half a backup');
    fs.writeFileSync(`${stale}-journal`, 'its journal');
    const store = CampaignStore.open(dir);
    try {
      expect(store.migratedFrom).toBe(1);
      expect(fs.existsSync(stale)).toBe(false);
      expect(fs.existsSync(`${stale}-journal`)).toBe(false);
      const backups = fs.readdirSync(dir).filter((n) => n.includes('.backup-'));
      expect(backups).toHaveLength(1);
      expect(backups[0]).not.toMatch(/partial/);
      const copy = new Database(path.join(dir, backups[0]!), { readonly: true });
      expect(copy.pragma('user_version', { simple: true })).toBe(1);
      copy.close();
    } finally {
      store.close();
    }
  });

  it('settings.set changes nothing when the settings cannot be saved', async () => {
    const h = host();
    const before = must(await h.call('settings.get'));
    h.store.setSetting = () => {
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    };
    const r = await h.call('settings.set', { language: before.language === 'fr' ? 'en' : 'fr', volume: 0.1 });
    expect(!r.ok && r.error.code).toBe('STORE_ERROR');
    expect(must(await h.call('settings.get'))).toEqual(before);
  });

  it('a second host on the same data folder stops at once with a clear message; a killed one leaves no lock', async () => {
    const dir = tmpDir();
    const script = path.join(tmpDir('fmh-child-'), 'holder.ts');
    fs.writeFileSync(
      script,
      `import { Host } from ${JSON.stringify(path.join(ROOT, 'src/host/host.ts'))};
       (globalThis as { held?: unknown }).held = new Host({ dataDir: ${JSON.stringify(dir)}, tickMs: 0 });
       console.log('HOLDING');
       setInterval(() => {}, 1000);`,
    );
    const holder = spawn(process.execPath, [TSX, script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const gone = new Promise<void>((r) => holder.once('close', () => r()));
    try {
      await new Promise<void>((resolve, reject) => {
        let out = '';
        holder.stdout.on('data', (d) => (out += d) && out.includes('HOLDING') && resolve());
        holder.once('close', () => reject(new Error(`the holder exited: ${out}`)));
      });
      expect(() => new Host({ dataDir: dir, tickMs: 0 })).toThrow(/already in use by another Full Metal Hot-Seat/);
      // web mode says so and exits with code 2
      const web = await runProcess([TSX, 'src/web/main.ts', '--data', dir, '--static', tmpDir()]);
      expect(web.code).toBe(2);
      expect(web.err).toMatch(/already in use/);
      expect(web.err).not.toMatch(/^\s+at /m);
    } finally {
      process.kill(-holder.pid!, 'SIGKILL');
      await gone;
    }
    // killed: its lock went with it
    const after = host(dir);
    expect(must(await after.call('campaign.list'))).toEqual([]);
  });

  it('a data folder that cannot be used gets a plain message and exit code 2, never a stack trace', async () => {
    const base = tmpDir();
    // a file where the folder should be
    fs.writeFileSync(path.join(base, 'afile'), 'x');
    // a folder named campaigns.sqlite
    const withDir = path.join(base, 'd');
    fs.mkdirSync(path.join(withDir, STORE_FILE_NAME), { recursive: true });
    // a foreign SQLite file whose user_version is 7
    const foreign = path.join(base, 'f');
    fs.mkdirSync(foreign);
    const db = new Database(path.join(foreign, STORE_FILE_NAME));
    db.pragma('user_version = 7');
    db.close();
    const cases: [string, RegExp][] = [
      [path.join(base, 'afile', 'sub'), /cannot be created|not a directory/i],
      [withDir, /not a file/],
      [foreign, /not a Full Metal Hot-Seat campaign store|another application/],
    ];
    for (const [dir, message] of cases) {
      const r = await runProcess([TSX, 'src/web/main.ts', '--data', dir, '--static', tmpDir()]);
      expect(r.code, dir).toBe(2);
      expect(r.err, dir).toMatch(message);
      expect(r.err, dir).not.toMatch(/^\s+at /m);
      expect(r.err, dir).not.toMatch(/newer version/);
    }
  });
});
