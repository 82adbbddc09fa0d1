// `npm run crash-test`: proof that an acknowledged action is never lost.
// Starts the host as a child process on a temporary store, has it play seeded random actions, kills
// it with SIGKILL at random moments (100 times by default), reopens, and checks that every action the
// host acknowledged is in the log and that the replayed state equals the last acknowledged one.
//   --crashes N   (default 100)   --seed S   --keep (keep the temporary folder)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { replay } from '../engine/index.js';
import { CampaignStore, canonicalJson, sha256 } from '../store/index.js';

const stuck: string[] = [];
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt;
}

// -------------------------------------------------------------------------------------------
// The child: a host that plays and prints `ACK <campaign> <actions> <stateHash>` after each
// acknowledged action (the host answered: the action is committed).

async function child(): Promise<void> {
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
    const step = await botStep(host, rand, { endTurnChance: 0.2 });
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
      // this action is written: the host answered
      out(`ACK ${id} ${step.session.actions} ${sha256(canonicalJson(st))}`);
      last = st;
      idle = 0;
    }
  }
}

// -------------------------------------------------------------------------------------------
// The parent

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

function runChild(script: string, dataDir: string, seed: number, campaign: string | null, killAfterMs: number) {
  return new Promise<{ acks: Ack[]; ready: string | null; over: boolean; killed: boolean; errors: string[] }>((resolve) => {
    const args = [script, '--child', '--data', dataDir, '--seed', String(seed)];
    if (campaign) args.push('--campaign', campaign);
    const p = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const acks: Ack[] = [];
    const errors: string[] = [];
    let ready: string | null = null;
    let over = false;
    let killed = false;
    const rl = readline.createInterface({ input: p.stdout });
    rl.on('line', (line) => {
      const [kind, a, b, c] = line.split(' ');
      if (kind === 'READY') {
        ready = a;
        setTimeout(() => {
          killed = true;
          p.kill('SIGKILL');
        }, killAfterMs);
      } else if (kind === 'ACK') acks.push({ campaign: a, actions: Number(b), hash: c });
      else if (kind === 'OVER') over = true;
      else if (kind === 'STUCK') {
        over = true;
        stuck.push(line);
      }
      else if (kind === 'ERROR') errors.push(line);
    });
    p.stderr.on('data', (d) => errors.push(String(d)));
    p.on('exit', () => {
      rl.close();
      resolve({ acks, ready, over, killed, errors });
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
    return () => ((s = (s * 1103515245 + 12345) >>> 0) / 0x100000000);
  })();
  console.log(`crash test: ${crashes} SIGKILLs, store in ${dataDir}, seed ${seed}`);
  const lastAck = new Map<string, Ack>();
  let campaign: string | null = null;
  let kills = 0;
  let acknowledged = 0;
  let lost = 0;
  const problems: string[] = [];

  const verify = (id: string): void => {
    const ack = lastAck.get(id);
    if (!ack) return;
    const store = CampaignStore.open(dataDir);
    try {
      const loaded = store.load(id, 'full');
      const log = loaded.log;
      if (log.length < ack.actions) {
        lost += ack.actions - log.length;
        problems.push(`${id}: ${ack.actions} actions acknowledged, ${log.length} in the log`);
        return;
      }
      // the first `ack.actions` actions replay to the acknowledged state
      const prefix = replay(loaded.row.options, log.slice(0, ack.actions).map((l) => l.action));
      if (sha256(canonicalJson(prefix.state)) !== ack.hash) {
        lost += 1;
        problems.push(`${id}: the replayed state after ${ack.actions} actions differs from the acknowledged one`);
      }
      if (log.length === ack.actions && sha256(canonicalJson(loaded.state)) !== ack.hash) {
        lost += 1;
        problems.push(`${id}: the reopened state differs from the last acknowledged one`);
      }
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
      console.log(`  run: ${r.ready ?? '-'} after ${killAfter} ms: ${r.acks.length} acks${r.over ? ', game over' : ''}${r.killed ? ', killed' : ''}`);
    if (r.killed) kills++;
    if (r.ready) verify(r.ready);
    campaign = r.over ? null : r.ready;
    if (kills % 10 === 0 && r.killed) process.stdout.write(`  ${kills} crashes, ${acknowledged} actions acknowledged, ${lost} lost\n`);
  }
  for (const id of lastAck.keys()) verify(id);
  console.log(`${kills} crashes, ${acknowledged} actions acknowledged, ${lost} lost`);
  if (problems.length) console.log(problems.slice(0, 20).join('\n'));
  if (stuck.length) console.log(`${stuck.length} games where the random player found no accepted action:\n${stuck.slice(0, 5).join('\n')}`);
  if (!process.argv.includes('--keep')) fs.rmSync(dataDir, { recursive: true, force: true });
  if (lost > 0 || problems.some((p) => !p.startsWith('child:'))) process.exit(1);
}

if (process.argv.includes('--child')) void child();
else
  parent().catch((e) => {
    console.error(e);
    process.exit(1);
  });
