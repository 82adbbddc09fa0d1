// `npm run crash-test`: proof that an acknowledged action is never lost, and that a kill leaves
// nothing half-done behind.
// Starts the host as a child process on a temporary store, has it play seeded random actions, kills
// it with SIGKILL at random moments (100 times by default), reopens, and checks that every action the
// host acknowledged is in the log and that the replayed state equals the last acknowledged one. Then it
// kills children while they import a campaign file, export campaigns to files, save boards on the map
// editor's shelf, and migrate an old store, and checks that no campaign is partly imported, no export file
// is partly written under its name, every answered board save is there and reads back, and no backup is
// partly written under its name (a half one is removed at the next start).
//   --crashes N   (default 100)   --io-kills N (default 10 of each)   --seed S   --keep (keep the folder)
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import Database from 'better-sqlite3';
import { apply, newGame, TakeBackTrail, type GameOptions, type GameState } from '../engine/index.js';
import {
  CampaignStore,
  canonicalJson,
  createAtVersion,
  PARTIAL_SUFFIX,
  sha256,
  STORE_FILE_NAME,
  writeFileWhole,
} from '../store/index.js';
import { gridOfFile } from '../planets/editor.js';
import type { BoardFile } from '../planets/generate.js';
import { killGroup, spawnGroup } from './children.js';

/** A child that has not finished (or been killed) by then is killed and reported. */
const CHILD_LIMIT_MS = 120_000;

const stuck: string[] = [];
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(name);
  return (i >= 0 ? process.argv[i + 1] : undefined) || dflt;
}

// -------------------------------------------------------------------------------------------
// The child: a host that plays and prints `ACK <campaign> <actions> <stateHash>` after each
// acknowledged action (the host answered: the action is committed).

async function child(): Promise<void> {
  const phase = arg('--phase', 'play');
  if (phase === 'import') return importChild();
  if (phase === 'export') return exportChild();
  if (phase === 'migrate') return migrateChild();
  if (phase === 'boards') return boardsChild();
  const { Host } = await import('../host/host.js');
  const { botStep, rng } = await import('../host/bot.js');
  const dataDir = arg('--data', '');
  const seed = Number(arg('--seed', '1'));
  const host = new Host({ dataDir, tickMs: 0, mode: 'web' });
  const rand = rng(seed);
  let id = arg('--campaign', '');
  const out = (line: string) => process.stdout.write(line + '\n');
  if (id) {
    const r = await host.call('campaign.open', { id });
    if (!r.ok) {
      out(`ERROR open ${r.error.code} ${r.error.message}`);
      process.exit(3);
    }
  } else {
    const r = await host.call('campaign.new', {
      players: [
        { name: 'Red', colour: 'red' },
        { name: 'Blue', colour: 'blue' },
      ],
      seed,
    });
    if (!r.ok) throw new Error(r.error.message);
    id = r.value.campaignId;
  }
  out(`READY ${id}`);
  let last = host.stateForTools!;
  let idle = 0;
  for (;;) {
    const step = await botStep(host, rand, { endTurnChance: 0.2, takeBackChance: 0.15 });
    if (++idle > 400) {
      // the random player found nothing the engine accepts: report it and start another game
      const e = step.result && !step.result.ok ? `${step.result.error.code} ${step.result.error.message}` : '';
      out(`STUCK ${id} turn ${step.session.turn} ${step.session.phase} ${JSON.stringify(step.action)} ${e}`);
      host.close();
      process.exit(0);
    }
    if (step.session.over) {
      out(`OVER ${id}`);
      host.close();
      process.exit(0);
    }
    const st = host.stateForTools!;
    if (st !== last) {
      // this action (or take-back) is written: the host answered. The count is of stored rows,
      // take-backs included: it only grows.
      out(`ACK ${id} ${host.store.get(id).actions} ${sha256(canonicalJson(st))}`);
      last = st;
      idle = 0;
    }
  }
}

/** Imports one file again and again into the store; prints IMPORTED <id> after each. */
function importChild(): void {
  const store = CampaignStore.open(arg('--data', ''));
  const content = fs.readFileSync(arg('--file', ''), 'utf8');
  // one import first: how long one takes tells the parent when to kill (in the middle of a later one)
  const t = performance.now();
  store.importCampaign(content, 'crash.fmh');
  process.stdout.write(`READY import ${Math.ceil(performance.now() - t)}\n`);
  for (;;) {
    const row = store.importCampaign(content, 'crash.fmh');
    process.stdout.write(`IMPORTED ${row.id} ${row.actions}\n`);
  }
}

/** Exports every campaign to files in --out, again and again, the way the desktop app saves them. */
function exportChild(): void {
  const store = CampaignStore.open(arg('--data', ''));
  const out = arg('--out', '');
  const ids = store.list().map((c) => c.id);
  const t = performance.now();
  const data = arg('--data', '');
  writeFileWhole(data, path.join(out, 'export-0.fmh'), store.exportCampaign(ids[0]!).content);
  process.stdout.write(`READY export ${Math.ceil(performance.now() - t)}\n`);
  for (let n = 0; ; n++) {
    const id = ids[n % ids.length]!;
    const { content } = store.exportCampaign(id);
    writeFileWhole(data, path.join(out, `export-${n % 7}.fmh`), content);
    process.stdout.write(`EXPORTED ${n}\n`);
  }
}

/**
 * The map editor's shelf: saves the original board as new boards (each titled with its number), and, once
 * there are a dozen, saves over them in turn, printing `SAVED <id> <n>` once the store answered.
 */
function boardsChild(): void {
  const store = CampaignStore.open(arg('--data', ''));
  // the original board's file has no ore (the engine lays it): the saved boards have none either
  const file = JSON.parse(fs.readFileSync(arg('--board', ''), 'utf8')) as Pick<BoardFile, 'title' | 'terrain'>;
  const save = (n: number, id?: string) =>
    store.boards.save({
      id,
      draft: { ...gridOfFile({ ...file, ore: [] }), title: `Board ${n}` },
      thumbnail: null,
      hexes: 851,
      ore: n,
    });
  const t = performance.now();
  const first = save(0);
  process.stdout.write(`READY boards ${Math.ceil(performance.now() - t)}\n`);
  process.stdout.write(`SAVED ${first.id} 0\n`);
  const ids = [first.id];
  for (let n = 1; ; n++) {
    const id = ids.length >= 12 ? ids[n % ids.length] : undefined;
    const saved = save(n, id);
    if (!id) ids.push(saved.id);
    process.stdout.write(`SAVED ${saved.id} ${n}\n`);
  }
}

/**
 * Packs the finished logs an upgrade left a row an action, as the host does after its start (host/background-packing.ts:
 * the same store calls, one campaign a transaction), and gives the space back.
 */
function packAfterStart(store: CampaignStore): void {
  for (const id of store.finishedUnpacked()) store.packFinished(id);
  store.giveSpaceBack();
}

/** Opens (and so migrates) an old store, then packs its finished logs as the host does after its start. */
function migrateChild(): void {
  process.stdout.write('READY migrate\n');
  const store = CampaignStore.open(arg('--data', ''));
  packAfterStart(store);
  store.close();
  process.stdout.write('MIGRATED\n');
  process.exit(0);
}

// -------------------------------------------------------------------------------------------
// The parent

/** The position after these stored rows: actions applied, take-backs going back to the position before. */
function stateAfterRows(options: GameOptions, rows: readonly { action: { type: string } }[]): GameState {
  let state = newGame(options);
  const trail = new TakeBackTrail<null>();
  for (const r of rows) {
    if (r.action.type === 'takeBack') {
      state = trail.pop().before;
      continue;
    }
    const res = apply(state, r.action);
    trail.push(state, r.action as never, res.state, res.events, null);
    state = res.state;
  }
  return state;
}

interface Ack {
  campaign: string;
  actions: number;
  hash: string;
}

async function bundleChild(): Promise<string> {
  const dir = path.join(root, 'node_modules', '.cache', 'fmh-crash-test');
  fs.mkdirSync(dir, { recursive: true });
  const outfile = path.join(dir, 'child.mjs');
  await build({
    entryPoints: [fileURLToPath(import.meta.url)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  return outfile;
}

/** `killAfterMs`: a delay after READY, or a function of the duration the child reported with READY. */
function runChild(
  script: string,
  dataDir: string,
  seed: number,
  campaign: string | null,
  killAfterMs: number | ((oneMs: number) => number),
  extra: string[] = [],
) {
  return new Promise<{
    acks: Ack[];
    ready: string | null;
    over: boolean;
    killed: boolean;
    errors: string[];
    lines: string[];
  }>((resolve) => {
    const args = [script, '--child', '--data', dataDir, '--seed', String(seed), ...extra];
    if (campaign) args.push('--campaign', campaign);
    const p: ChildProcess = spawnGroup(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    const limit = setTimeout(() => {
      errors.push(`the child did not finish within ${CHILD_LIMIT_MS / 1000} s: killed`);
      killGroup(p);
    }, CHILD_LIMIT_MS);
    const acks: Ack[] = [];
    const errors: string[] = [];
    let ready: string | null = null;
    let over = false;
    let killed = false;
    const rl = readline.createInterface({ input: p.stdout! });
    rl.on('line', (line) => {
      lines.push(line);
      const [kind, a = '', b = '', c = ''] = line.split(' ');
      if (kind === 'READY') {
        ready = a;
        setTimeout(
          () => {
            if (p.exitCode !== null || p.signalCode !== null) return;
            killed = true;
            killGroup(p);
          },
          typeof killAfterMs === 'number' ? killAfterMs : killAfterMs(Number(b) || 1),
        );
      } else if (kind === 'ACK') acks.push({ campaign: a, actions: Number(b), hash: c });
      else if (kind === 'OVER') over = true;
      else if (kind === 'STUCK') {
        over = true;
        stuck.push(line);
      } else if (kind === 'ERROR') errors.push(line);
    });
    p.stderr!.on('data', (d) => errors.push(String(d)));
    p.on('exit', () => {
      clearTimeout(limit);
      rl.close();
      resolve({ acks, ready, over, killed, errors, lines });
    });
  });
}

async function parent(): Promise<void> {
  const crashes = Number(arg('--crashes', '100'));
  let seed = Number(arg('--seed', String(Date.now() % 100000)));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fmh-crash-'));
  const script = await bundleChild();
  const rand = (() => {
    let s = seed || 1;
    return () => (s = (s * 1103515245 + 12345) >>> 0) / 0x100000000;
  })();
  console.log(`crash test: ${crashes} SIGKILLs, store in ${dataDir}, seed ${seed}`);
  const lastAck = new Map<string, Ack>();
  let campaign: string | null = null;
  let kills = 0;
  let acknowledged = 0;
  let lost = 0;
  const problems: string[] = [];
  const takeBacks = new Set<string>();

  const verify = (id: string): void => {
    const ack = lastAck.get(id);
    if (!ack) return;
    const store = CampaignStore.open(dataDir);
    try {
      const loaded = store.load(id, 'full');
      const rows = store.readLog(id);
      if (rows.length < ack.actions) {
        lost += ack.actions - rows.length;
        problems.push(`${id}: ${ack.actions} rows acknowledged, ${rows.length} in the log`);
        return;
      }
      // the first `ack.actions` rows (actions and take-backs) lead to the acknowledged state
      if (sha256(canonicalJson(stateAfterRows(loaded.row.options, rows.slice(0, ack.actions)))) !== ack.hash) {
        lost += 1;
        problems.push(`${id}: the replayed state after ${ack.actions} rows differs from the acknowledged one`);
      }
      if (rows.length === ack.actions && sha256(canonicalJson(loaded.state)) !== ack.hash) {
        lost += 1;
        problems.push(`${id}: the reopened state differs from the last acknowledged one`);
      }
      if (rows.some((r) => r.action.type === 'takeBack')) takeBacks.add(id);
    } catch (e) {
      problems.push(`${id}: cannot be reopened: ${(e as Error).message}`);
      lost += 1;
    } finally {
      store.close();
    }
  };

  while (kills < crashes) {
    seed += 1;
    const killAfter = 20 + Math.floor(rand() * 700);
    const r = await runChild(script, dataDir, seed, campaign, killAfter);
    if (r.errors.length && !r.ready) {
      console.error(r.errors.join('\n'));
      throw new Error('the host could not start');
    }
    if (r.errors.length) problems.push(...r.errors.map((e) => `child: ${e.trim().slice(0, 300)}`));
    for (const a of r.acks) {
      const prev = lastAck.get(a.campaign);
      if (!prev || a.actions > prev.actions) {
        acknowledged += prev && prev.campaign === a.campaign ? a.actions - prev.actions : a.actions;
        lastAck.set(a.campaign, a);
      }
    }
    if (process.argv.includes('--verbose'))
      console.log(
        `  run: ${r.ready ?? '-'} after ${killAfter} ms: ${r.acks.length} acks${r.over ? ', game over' : ''}${r.killed ? ', killed' : ''}`,
      );
    if (r.killed) kills++;
    if (r.ready) verify(r.ready);
    campaign = r.over ? null : r.ready;
    if (kills % 10 === 0 && r.killed)
      process.stdout.write(`  ${kills} crashes, ${acknowledged} actions acknowledged, ${lost} lost\n`);
  }
  for (const id of lastAck.keys()) verify(id);
  console.log(
    `${kills} crashes, ${acknowledged} actions acknowledged, ${lost} lost (${takeBacks.size} campaigns with take-backs)`,
  );

  const ioKills = Number(arg('--io-kills', '10'));
  const partial = await killDuringFiles(script, dataDir, ioKills, rand, problems);
  console.log(partial);
  if (problems.length) console.log(problems.slice(0, 20).join('\n'));
  if (stuck.length)
    console.log(
      `${stuck.length} games where the random player found no accepted action:\n${stuck.slice(0, 5).join('\n')}`,
    );
  if (!process.argv.includes('--keep')) fs.rmSync(dataDir, { recursive: true, force: true });
  if (lost > 0 || problems.some((p) => !p.startsWith('child:'))) process.exit(1);
}

/**
 * Kills children while they import, export and migrate; checks that nothing partial is left: every
 * campaign in the store is complete, every export file under its name reads back whole, every backup
 * under its name is a whole database, and the next start removes a half-written backup.
 */
async function killDuringFiles(
  script: string,
  playDir: string,
  kills: number,
  rand: () => number,
  problems: string[],
): Promise<string> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fmh-crash-io-'));
  const source = CampaignStore.open(playDir);
  const ids = source.list().map((c) => c.id);
  const best = source.list().sort((a, b) => b.actions - a.actions)[0];
  const sample = best ? source.exportCampaign(best.id).content : null;
  source.close();
  const summary: string[] = [];
  if (!sample) return 'no campaign to import or export';
  // Import
  const importDir = path.join(work, 'import');
  fs.mkdirSync(importDir);
  const file = path.join(work, 'sample.fmh');
  fs.writeFileSync(file, sample);
  let imported = 0;
  // the file imports at all (else every kill below would prove nothing)
  const trial = CampaignStore.open(path.join(work, 'trial'));
  trial.importCampaign(sample, 'sample.fmh');
  trial.close();
  for (let k = 0; k < kills; k++) {
    const r = await runChild(script, importDir, 0, null, (one) => Math.floor(rand() * 3 * one), [
      '--phase',
      'import',
      '--file',
      file,
    ]);
    imported += r.lines.filter((l) => l.startsWith('IMPORTED')).length;
    if (!r.killed) problems.push(`import: the child ended before it was killed: ${r.errors.join(' ').slice(0, 300)}`);
  }
  const store = CampaignStore.open(importDir);
  const rows = store.list();
  let broken = 0;
  for (const row of rows) {
    try {
      if (row.actions !== best!.actions) throw new Error(`${row.actions} actions of ${best!.actions}`);
      store.load(row.id);
    } catch (e) {
      broken++;
      problems.push(`import: campaign ${row.id} is partial: ${(e as Error).message}`);
    }
  }
  store.close();
  summary.push(
    `${kills} kills during import: ${rows.length} campaigns in the store (${imported} acknowledged after the first of each run), ${broken} partial`,
  );
  // Export
  const exportDir = path.join(work, 'export');
  fs.mkdirSync(exportDir);
  for (let k = 0; k < kills; k++) {
    const r = await runChild(script, playDir, 0, null, (one) => Math.floor(rand() * 3 * one), [
      '--phase',
      'export',
      '--out',
      exportDir,
    ]);
    if (!r.killed) problems.push(`export: the child ended before it was killed: ${r.errors.join(' ').slice(0, 300)}`);
  }
  const check = CampaignStore.open(path.join(work, 'export-check'));
  let whole = 0;
  let halfExports = 0;
  const names = fs.readdirSync(exportDir);
  for (const n of names.filter((x) => x.endsWith('.fmh'))) {
    try {
      check.importCampaign(fs.readFileSync(path.join(exportDir, n), 'utf8'), n);
      whole++;
    } catch (e) {
      halfExports++;
      problems.push(`export: ${n} is partial: ${(e as Error).message}`);
    }
  }
  check.close();
  const temps = names.filter((x) => !x.endsWith('.fmh')).length;
  // the next start removes what the kills left beside the exports
  CampaignStore.open(playDir).close();
  const left = fs.readdirSync(exportDir).filter((x) => !x.endsWith('.fmh'));
  if (left.length)
    problems.push(`export: ${left.length} temporary files left after the next start: ${left.join(', ')}`);
  summary.push(
    `${kills} kills during export: ${whole} files whole, ${halfExports} partial (${temps} temporary files left, never under a campaign file's name; ${left.length} after the next start)`,
  );
  // The map editor's boards: every save the store answered is there whole (its last answered title or a
  // later one), and every board on the shelf reads back
  const boardsDir = path.join(work, 'boards');
  fs.mkdirSync(boardsDir);
  const answered = new Map<string, number>();
  let savedBoards = 0;
  for (let k = 0; k < kills; k++) {
    const r = await runChild(script, boardsDir, 0, null, (one) => Math.floor(rand() * 20 * one), [
      '--phase',
      'boards',
      '--board',
      path.join(root, 'assets/maps/original.json'),
    ]);
    // each run makes boards of its own: a board's saves are numbered in order
    for (const line of r.lines.filter((l) => l.startsWith('SAVED '))) {
      const [, id = '', n = ''] = line.split(' ');
      answered.set(id, Math.max(answered.get(id) ?? -1, Number(n)));
      savedBoards++;
    }
    if (!r.killed) problems.push(`boards: the child ended before it was killed: ${r.errors.join(' ').slice(0, 300)}`);
  }
  const original = (
    JSON.parse(fs.readFileSync(path.join(root, 'assets/maps/original.json'), 'utf8')) as Pick<BoardFile, 'terrain'>
  ).terrain;
  const shelf = CampaignStore.open(boardsDir);
  const onShelf = shelf.boards.list();
  let badBoards = 0;
  for (const b of onShelf) {
    try {
      const { draft } = shelf.boards.get(b.id);
      if (draft.kind !== 'grid' || draft.terrain.join('\n') !== original.join('\n'))
        throw new Error('its terrain changed');
    } catch (e) {
      badBoards++;
      problems.push(`boards: board ${b.id} does not read back: ${(e as Error).message}`);
    }
  }
  for (const [id, n] of answered) {
    const b = onShelf.find((x) => x.id === id);
    // a save made after the last answered one may have been committed before the kill: never an older one
    if (!b) problems.push(`boards: board ${id} was saved (save ${n}) and is gone`);
    else if (Number(b.title.replace('Board ', '')) < n)
      problems.push(`boards: board ${id} lost save ${n} ("${b.title}")`);
  }
  shelf.close();
  summary.push(
    `${kills} kills while saving boards: ${savedBoards} saves answered, ${answered.size} boards, ${badBoards} that do not read back`,
  );
  void ids;
  // Migration: an old store large enough for the backup and the migration to take a while
  const oldDir = path.join(work, 'old');
  fs.mkdirSync(oldDir);
  const old = path.join(oldDir, STORE_FILE_NAME);
  const db = createAtVersion(old, 1);
  const insert = db.prepare(
    `INSERT INTO actions (campaign_id, seq, action, info) VALUES (?, ?, '{"type":"endTurn"}', ?)`,
  );
  db.transaction(() => {
    for (let c = 0; c < 40; c++) {
      // half of them finished: schema 7 packs their logs after the start (and gives the space back)
      db.prepare(
        "INSERT INTO campaigns (id, name, created_at, last_played, options, players, turn, phase, actions, over) VALUES (?, 'old', 0, 0, '{}', '[]', 1, 'landing', 2000, ?)",
      ).run(`c${c}`, c % 2);
      for (let i = 0; i < 2000; i++) insert.run(`c${c}`, i, JSON.stringify({ turn: 1, pad: 'x'.repeat(200) }));
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  // how long one migration takes here: the kills fall over the backup, the migration and after
  const timing = path.join(work, 'migrate-timing');
  fs.mkdirSync(timing);
  fs.copyFileSync(old, path.join(timing, STORE_FILE_NAME));
  const t0 = performance.now();
  const timed = CampaignStore.open(timing);
  packAfterStart(timed);
  timed.close();
  const oneMigration = performance.now() - t0;
  fs.rmSync(timing, { recursive: true, force: true });
  let halfBackups = 0;
  let migrated = 0;
  for (let k = 0; k < kills; k++) {
    const copy = path.join(work, `migrate-${k}`);
    fs.mkdirSync(copy);
    fs.copyFileSync(old, path.join(copy, STORE_FILE_NAME));
    const r = await runChild(script, copy, 0, null, Math.floor(rand() * 1.5 * oneMigration), ['--phase', 'migrate']);
    if (r.lines.includes('MIGRATED')) migrated++;
    // every backup under its final name is a whole database of the old version
    for (const n of fs.readdirSync(copy).filter((x) => x.includes('.backup-') && !x.includes(PARTIAL_SUFFIX))) {
      try {
        const b = new Database(path.join(copy, n), { readonly: true });
        const ok = (b.pragma('quick_check') as { quick_check: string }[]).every((x) => x.quick_check === 'ok');
        const n2 = (b.prepare('SELECT count(*) AS n FROM actions').get() as { n: number }).n;
        b.close();
        if (!ok || n2 !== 80_000) throw new Error(`${n2} actions`);
      } catch (e) {
        halfBackups++;
        problems.push(`migration: backup ${n} is partial: ${(e as Error).message}`);
      }
    }
    // the next start finishes the migration and removes a half-written backup; the packing after it, the rest
    const reopened = CampaignStore.open(copy);
    packAfterStart(reopened);
    const count = reopened.list().length;
    // every log reads back whole, its chain checked: the finished ones packed, the others a row an action
    for (let c = 0; c < 40; c++) {
      try {
        const n = reopened.readLog(`c${c}`).length;
        if (n !== 2000) problems.push(`migration: campaign c${c} reads ${n} actions back, not 2000`);
      } catch (e) {
        problems.push(`migration: campaign c${c} does not read back (${(e as Error).message})`);
      }
    }
    const packed = (reopened.db.prepare('SELECT count(*) AS n FROM packed_logs').get() as { n: number }).n;
    if (packed !== 20) problems.push(`migration: ${packed} finished logs packed, not 20`);
    reopened.close();
    if (count !== 40) problems.push(`migration: ${count} campaigns after the reopen, not 40`);
    const left = fs.readdirSync(copy).filter((x) => x.includes(PARTIAL_SUFFIX));
    if (left.length) problems.push(`migration: ${left.join(', ')} left after the next start`);
    fs.rmSync(copy, { recursive: true, force: true });
  }
  summary.push(
    `${kills} kills during a migration and the packing after it, ${Math.round(oneMigration)} ms (${migrated} finished first): ${halfBackups} partial backups under a backup's name, none left after the next start`,
  );
  fs.rmSync(work, { recursive: true, force: true });
  return summary.join('\n');
}

if (process.argv.includes('--child')) void child();
else
  parent().catch((e) => {
    console.error(e);
    process.exit(1);
  });
