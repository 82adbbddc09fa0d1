// npm run play -- <command> --store DIR [...]: a person plays a campaign against a computer player through the
// host, from a terminal, as on the screen (issue 28, point 7). Each call is one process that opens the campaign
// from the store folder, takes the person's seat, does what it is asked and closes; when the person ends his
// turn, the computer seat plays its whole turn through the host's own path (its worker thread, its in-app
// thinking budget) before the call returns, and what it did is printed.
//
//   new    --store DIR [--seed N] [--level hard] [--board original]   a 2-player campaign: you (red) vs the level (blue)
//   show   --store DIR [--cols X0-X1]        your view: turn, tide, forecast, AP, the map, your pieces and the others'
//   act    --store DIR "ACTION; ACTION; ..." play them in order, stop at the first refusal (its reason printed);
//                                            `end` ends your turn and lets the computer play its own
//   end    --store DIR                        the same as act "end"
//   undo   --store DIR                        take back your last action of this turn
//   dest   --store DIR PIECE                  where that piece may go now (cost, path)
//   cost   --store DIR PIECE X,Y [X,Y]        what `go PIECE X,Y` would cost now (or why not), nothing played;
//                                            `act` prints a go's cost too, before it plays it
//   spots  --store DIR [PIECE]                landing spots (turn 1), or where PIECE may be deployed
//   log    --store DIR [--since N]            the log as you may see it
//   export --store DIR --seq N --out FILE [--log]  the moment after N actions as a rule scenario
//                                            (src/debrief/scenario-export.ts), or with --log the game's options and
//                                            first N actions, which `replay` turns back into that exact state
//
// Actions (play-text.ts `parseAction`): land X,Y N|S · deploy P X,Y · go P X,Y (cheapest path) · move P X,Y X,Y..
// · load C I · unload C I X,Y · fire A B X,Y · capture A B T · build P tank|crab|pontoon X,Y · rebuild A PODE
// · liftoff A leave|stay · end · or one action as JSON. A piece of yours may be named without its colour.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMPUTER_LEVELS, type ComputerLevel } from '../shared/lists.js';
import { Host } from '../host/host.js';
import type { ApiResult, SessionView } from '../host/contract.js';
import { exportScenario, ExportRefused } from '../debrief/scenario-export.js';
import type { Action, Hex } from '../engine/index.js';
import { headerText, hexText, logText, mapText, NotationError, parseAction, piecesText } from './play-text.js';

/** The person's seat and the computer's. */
const ME = 'red';
const THEM = 'blue';
/** The longest a computer turn may take before the call gives up waiting (its moves so far stay played). */
const COMPUTER_TURN_MAX_MS = 15 * 60_000;

type Out = (line: string) => void;

class PlayError extends Error {}

function must<T>(r: ApiResult<T>): T {
  if (!r.ok) throw new PlayError(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

/** The words that are not options or their values. */
function positional(argv: string[]): string[] {
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i]!.startsWith('--')) i++;
    else words.push(argv[i]!);
  }
  return words;
}

/** Waits until the person may play (his seat taken) or the game is over; the computer plays meanwhile. */
async function untilMine(host: Host): Promise<SessionView> {
  const t0 = Date.now();
  for (;;) {
    const v = must(await host.call('game.view'));
    if (!v) throw new PlayError('no campaign is open');
    if (v.over) return v;
    if (v.computer?.waiting === 'error') throw new PlayError(`the computer player stopped: ${v.computer.error}`);
    if (v.seated === ME) return v;
    if (v.handoff?.next === ME) return must(await host.call('game.seat', { player: ME }));
    if (Date.now() - t0 > COMPUTER_TURN_MAX_MS) throw new PlayError('the computer player did not finish its turn');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The store's campaign (the one in play, else the last played) opened, the person seated when it is his turn. */
async function openCampaign(host: Host): Promise<SessionView> {
  const list = must(await host.call('campaign.list'));
  const c = list.find((x) => !x.over) ?? [...list].sort((a, b) => b.lastPlayed - a.lastPlayed)[0];
  if (!c) throw new PlayError('no campaign in this store: `npm run play -- new --store DIR` makes one');
  must(await host.call('campaign.open', { id: c.id }));
  return untilMine(host);
}

function enemyFire(host: Host, v: SessionView): Promise<Set<string>> {
  return host.call('query.fireZones').then((r) => {
    const set = new Set<string>();
    if (r.ok) for (const z of r.value) if (z.player !== v.seated) for (const h of z.hexes) set.add(hexText(h));
    return set;
  });
}

async function printView(host: Host, v: SessionView, out: Out, cols?: [number, number]): Promise<void> {
  if (v.over && v.result) {
    out(
      `GAME OVER: ${v.result.scores.map((s) => `${s.player} ${s.points} (ore ${s.ore}, pieces ${s.pieces})`).join(', ')}; winner ${v.result.winner ?? 'none'}`,
    );
  }
  const view = v.view;
  if (!view) return out('(no view: nobody is seated)');
  out(headerText(view));
  if (view.deployable.length) out(`deployable now: ${view.deployable.join(' ')}`);
  if (view.holding?.length)
    out(`your fire holds: ${view.holding.map((h) => `${h.piece} by ${h.by.join('+')}`).join(', ')}`);
  out(mapText(view, v.over ? new Set() : await enemyFire(host, v), cols));
  out(piecesText(view));
}

/** A `go`: the host's cheapest path to that hex (a barge: to that pair of hexes, or with its front there), and its cost. */
async function goAction(
  host: Host,
  go: { piece: string; to: Hex; to2?: Hex },
): Promise<{ action: Action; cost: number }> {
  const dests = must(await host.call('query.destinations', { piece: go.piece }));
  const same = (a: Hex, b: Hex) => a[0] === b[0] && a[1] === b[1];
  const d = dests.find((x) => {
    const to = x.to;
    if (Array.isArray(to[0])) {
      const [h1, h2] = to as [Hex, Hex];
      return go.to2 ? same(h1, go.to) && same(h2, go.to2) : same(h1, go.to);
    }
    return same(to as Hex, go.to);
  });
  if (!d) {
    const why = await host.call('query.whyNotMove', { piece: go.piece, to: go.to });
    const reason = why.ok && why.value ? `${why.value.code}: ${why.value.message}` : 'no such destination now';
    throw new PlayError(`${go.piece} cannot go to ${hexText(go.to)}: ${reason}`);
  }
  return { action: { type: 'move', piece: go.piece, path: d.path } as Action, cost: d.cost };
}

/** What a `go` would cost, said before it is played (a `go` finds its own path: its price is no surprise). */
function goCostText(v: SessionView, go: { piece: string; to: Hex; to2?: Hex }, cost: number): string {
  const left = v.view?.players[ME]?.ap;
  const to = go.to2 ? `${hexText(go.to)}+${hexText(go.to2)}` : hexText(go.to);
  return `go ${go.piece} to ${to}: ${cost} AP${left === undefined ? '' : ` of ${left} left`}`;
}

/** Names a piece: as the game does, or one of the person's own without its colour. */
function pieceNamer(v: SessionView): (word: string | undefined) => string {
  const ids = new Set(v.view?.pieces.map((p) => p.id) ?? []);
  return (word) => {
    if (!word) throw new NotationError('a piece is missing');
    if (ids.has(word)) return word;
    if (ids.has(`${ME}.${word}`)) return `${ME}.${word}`;
    // a hex names what stands there (ore first: the ore under a piece is what one loads)
    const at = v.view?.pieces
      .filter((p) => p.at && !p.in && hexText(p.at) === word)
      .sort((a, b) => Number(b.type === 'ore') - Number(a.type === 'ore'))[0];
    if (at) return at.id;
    throw new NotationError(`no piece "${word}"`);
  };
}

/** Plays the actions in order; the first refusal stops them. After an end of turn, the computer's turn. */
async function act(host: Host, texts: string[], out: Out): Promise<{ v: SessionView; refused: boolean }> {
  let v = await untilMine(host);
  for (const text of texts) {
    if (v.over) break;
    let action: Action;
    try {
      const typed = parseAction(text, pieceNamer(v), ME);
      if ('go' in typed) {
        const go = await goAction(host, typed.go);
        out(goCostText(v, typed.go, go.cost));
        action = go.action;
      } else action = typed.action;
    } catch (e) {
      if (!(e instanceof NotationError || e instanceof PlayError)) throw e;
      out(`REFUSED "${text}": ${e.message}`);
      return { v, refused: true };
    }
    const seqBefore = v.actions;
    const r = await host.call('game.act', { action });
    if (!r.ok) {
      out(`REFUSED "${text}": ${r.error.code}: ${r.error.message}`);
      return { v, refused: true };
    }
    out(`ok ${logText(must(await host.call('game.log', { since: seqBefore })).slice(0, 1)).trim()}`);
    v = r.value.session;
    // the turn passed (an end of turn, a landing, a turn-21 choice): the computer plays its own first
    if (!v.over && v.seated !== ME) {
      v = await untilMine(host);
      const theirs = must(await host.call('game.log', { since: seqBefore + 1 }));
      if (theirs.length) out(`the computer's turn:\n${logText(theirs)}`);
    }
  }
  return { v, refused: false };
}

async function newCampaign(host: Host, argv: string[], out: Out): Promise<SessionView> {
  const level = (option(argv, 'level') ?? 'hard') as ComputerLevel;
  if (!COMPUTER_LEVELS.includes(level)) throw new PlayError(`--level is one of ${COMPUTER_LEVELS.join(', ')}`);
  const seed = option(argv, 'seed');
  const kind = option(argv, 'board') ?? 'original';
  if (kind !== 'original') throw new PlayError('--board original only (the board of the hand-played games)');
  const v = must(
    await host.call('campaign.new', {
      name: `Hand-played vs ${level}${seed ? ` (seed ${seed})` : ''}`,
      players: [
        // an hour a turn: the person reads the position between calls; the computer keeps its own budget
        { id: ME, name: 'Person', colour: 'red', turnSeconds: 3600 },
        { id: THEM, name: level, colour: 'blue', computer: level },
      ],
      ...(seed ? { seed: Number(seed) } : {}),
    }),
  );
  out(`campaign ${v.campaignId} made: you are ${ME}, ${level} is ${THEM}`);
  const mine = await untilMine(host);
  const theirs = must(await host.call('game.log', {})).filter((e) => e.player === THEM);
  if (theirs.length) out(`the computer's turn:\n${logText(theirs)}`);
  return mine;
}

/** Runs one command against the store; returns the exit code (0 done, 1 refused, 2 the command is wrong). */
export async function runPlay(argv: string[], out: Out): Promise<number> {
  const [command, ...words] = positional(argv);
  const store = option(argv, 'store');
  if (!command || !store) {
    out('usage: npm run play -- new|show|act|end|undo|dest|cost|spots|log|export --store DIR [...] (src/cli/play.ts)');
    return 2;
  }
  fs.mkdirSync(store, { recursive: true });
  const host = new Host({ dataDir: store, tickMs: 0, computer: { paceMs: 0 } });
  try {
    const cols = option(argv, 'cols')?.split('-').map(Number) as [number, number] | undefined;
    let v: SessionView;
    switch (command) {
      case 'new':
        v = await newCampaign(host, argv, out);
        await printView(host, v, out, cols);
        return 0;
      case 'show':
        await printView(host, await openCampaign(host), out, cols);
        return 0;
      case 'act':
      case 'end': {
        await openCampaign(host);
        const texts =
          command === 'end'
            ? ['end']
            : words
                .join(' ')
                .split(';')
                .filter((t) => t.trim());
        const r = await act(host, texts, out);
        await printView(host, r.v, out, cols);
        return r.refused ? 1 : 0;
      }
      case 'undo': {
        await openCampaign(host);
        const r = await host.call('game.takeBack');
        if (!r.ok) {
          out(`REFUSED: ${r.error.code}: ${r.error.message}`);
          return 1;
        }
        await printView(host, r.value, out, cols);
        return 0;
      }
      case 'dest': {
        v = await openCampaign(host);
        const piece = pieceNamer(v)(words[0]);
        for (const d of must(await host.call('query.destinations', { piece })))
          out(
            `  ${Array.isArray(d.to[0]) ? (d.to as Hex[]).map(hexText).join('+') : hexText(d.to as Hex)} cost ${d.cost}${d.strands ? ' STRANDS' : ''}`,
          );
        return 0;
      }
      case 'cost': {
        // what `go PIECE X,Y` would cost now, or why it cannot go there: nothing is played
        v = await openCampaign(host);
        const typed = parseAction(`go ${words.join(' ')}`, pieceNamer(v), ME);
        if (!('go' in typed)) throw new PlayError('cost PIECE X,Y [X,Y]');
        try {
          out(goCostText(v, typed.go, (await goAction(host, typed.go)).cost));
        } catch (e) {
          if (!(e instanceof PlayError)) throw e;
          out(`REFUSED: ${e.message}`);
          return 1;
        }
        return 0;
      }
      case 'spots': {
        v = await openCampaign(host);
        if (words[0])
          out(
            must(await host.call('query.deploySpots', { piece: pieceNamer(v)(words[0]) }))
              .map(hexText)
              .join(' '),
          );
        else for (const s of must(await host.call('query.landingSpots'))) out(`  ${hexText(s.at)} ${s.orientation}`);
        return 0;
      }
      case 'log':
        await openCampaign(host);
        out(logText(must(await host.call('game.log', { since: Number(option(argv, 'since') ?? 0) }))));
        return 0;
      case 'export': {
        v = await openCampaign(host);
        const seq = Number(option(argv, 'seq'));
        const file = option(argv, 'out');
        if (!Number.isInteger(seq) || !file) throw new PlayError('export needs --seq N and --out FILE');
        const stored = host.store.load(v.campaignId);
        const log = stored.log.map((l) => l.action);
        if (seq > log.length) throw new PlayError(`the log has ${log.length} actions`);
        // --log: the game itself up to that moment (its options, secrets included, and its first N actions),
        // which `replay` turns back into the exact state: any moment, the hidden tides as they were
        if (argv.includes('--log')) {
          const moment = { name: `${v.name}, action ${seq}`, options: stored.row.options, log: log.slice(0, seq) };
          fs.writeFileSync(file, JSON.stringify(moment) + '\n');
        } else {
          try {
            const scenario = exportScenario(stored.row.options, log, seq, `${v.name}, action ${seq}`);
            fs.writeFileSync(file, JSON.stringify(scenario, null, 1) + '\n');
          } catch (e) {
            if (e instanceof ExportRefused)
              throw new PlayError(`no scenario at action ${seq}: ${e.message} (--log writes any moment)`);
            throw e;
          }
        }
        out(`wrote ${file}`);
        return 0;
      }
      default:
        out(`unknown command "${command}"`);
        return 2;
    }
  } catch (e) {
    if (!(e instanceof PlayError || e instanceof NotationError)) throw e;
    out(e.message);
    return 2;
  } finally {
    host.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  void runPlay(process.argv.slice(2), (line) => process.stdout.write(line + '\n')).then((code) => {
    process.exitCode = code;
  });
}
