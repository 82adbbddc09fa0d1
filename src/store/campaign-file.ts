// The campaign file (`.fmh`, format 2): one JSON file per campaign, with a checksum. What the screen must not know
// (the deck's salt, the turn-21 choices) is sealed; events are left out: an import recomputes them by replaying the
// log, and writes the whole campaign in one transaction or nothing.
import { randomBytes } from 'node:crypto';
import { apply, forecastReach, newGame, redrawsAfterRow, TakeBackTrail } from '../engine/index.js';
import type { GameOptions, GameState, PlayerId } from '../engine/types.js';
import { StoreFileError, type StoreProblem } from './db.js';
import {
  CAMPAIGN_NAME_MAX,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  EXPORT_VERSIONS_READ,
  exportFileSchema,
  sealedSchema,
} from './schema.js';
import { IMPORT_MAX_BYTES } from './limits.js';
import {
  endsTurn,
  isDiskFull,
  isTakeBack,
  type ActionInfo,
  type CampaignRow,
  type LoggedAction,
  type StoredPlayer,
} from './campaign.js';
import type { League } from './league.js';
import { seal, unseal } from './seal.js';
import type { CampaignStore } from './store.js';
import { readExportedFile } from './exported-file.js';
import { canonicalJson, chainHash, safeFileName, sha256 } from './util.js';

export function exportCampaign(store: CampaignStore, id: string): { fileName: string; content: string } {
  const row = store.get(id);
  const log = store.readLog(id);
  // the salts (the deck's, and those of an imported copy's redraws) would rebuild the tides to come
  const { deckSalt, redraws, ...options } = row.options;
  const choices: [number, 'leave' | 'stay'][] = [];
  const entries = log.map((l) => {
    let action = l.action;
    if (action.type === 'liftOff') {
      choices.push([l.seq, action.choice]);
      action = { ...action, choice: 'hidden' as never };
    }
    return { action, at: l.info.at };
  });
  const body = {
    campaign: {
      name: row.name.slice(0, CAMPAIGN_NAME_MAX).trim() || 'Campaign',
      createdAt: row.createdAt,
      lastPlayed: row.lastPlayed,
      options,
      // profile ids belong to this store: the seats' profiles travel by name
      players: row.players.map(({ profileId: _profileId, ...p }) => p),
      clock: row.clock ?? null,
      profiles: seatProfiles(store.league, row.players),
    },
    log: entries,
    sealed: seal({ deckSalt: deckSalt ?? null, choices, ...(redraws ? { redraws } : {}) }),
    // the chain of the log as the file shows it: a chain over the real turn-21 choices would let anyone
    // try 'leave' and 'stay' against it and read a choice not yet revealed (issue 24, point 8)
    head: log.reduce((h, l, i) => chainHash(h, l.seq, JSON.stringify(entries[i]!.action)), ''),
  };
  const checksum = sha256(canonicalJson(body));
  const file = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    checksum,
    ...body,
  };
  const safe = safeFileName(row.name, 'campaign');
  return { fileName: `${safe}.fmh`, content: JSON.stringify(file, null, 1) + '\n' };
}

/**
 * Imports an exported campaign as a new campaign, in one transaction: all of it or nothing. The file
 * must be what this application writes (one schema, every field bounded); its log is replayed from
 * the seed, and the events stored are the replay's own. Throws StoreFileError naming the file.
 */
export function importCampaign(store: CampaignStore, content: string, fileName = 'the file'): CampaignRow {
  const bad = (problem: StoreProblem, detail: string) => new StoreFileError(fileName, problem, detail);
  const data = readExportedFile(
    content,
    {
      noun: 'campaign',
      maxBytes: IMPORT_MAX_BYTES,
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      formatName: 'file format',
    },
    bad,
  );
  if (!EXPORT_VERSIONS_READ.includes(data.version as number))
    throw bad(
      'foreign',
      `has a file format this version does not read (${JSON.stringify(data.version)?.slice(0, 20)}; it reads formats ${EXPORT_VERSIONS_READ.join(' and ')})`,
    );
  const body = { campaign: data.campaign, log: data.log, sealed: data.sealed, head: data.head };
  if (sha256(canonicalJson(body)) !== data.checksum)
    throw bad('corrupt', 'is damaged: its checksum does not match its content');
  const parsed = exportFileSchema.safeParse(data);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    throw bad(
      'corrupt',
      `is not a campaign this application could have written (${i.path.map(String).join('.') || 'file'}: ${i.message})`,
    );
  }
  const file = parsed.data;
  const secrets = sealedSchema.safeParse(unseal(file.sealed));
  if (!secrets.success) throw bad('corrupt', 'is damaged: its sealed part cannot be read');
  const actions = file.log.map((l) => l.action) as LoggedAction[];
  for (const [seq, choice] of secrets.data.choices) {
    const a = actions[seq];
    if (a?.type !== 'liftOff' || (a.choice as string) !== 'hidden')
      throw bad('corrupt', `is damaged: its sealed choice ${seq + 1} matches no lift-off`);
    actions[seq] = { ...a, choice };
  }
  if (actions.some((a) => a.type === 'liftOff' && (a.choice as string) === 'hidden'))
    throw bad('corrupt', 'is damaged: a turn-21 choice is missing from its sealed part');
  const fromFile: GameOptions = {
    ...file.campaign.options,
    ...(secrets.data.deckSalt === null ? {} : { deckSalt: secrets.data.deckSalt }),
    ...(secrets.data.redraws ? { redraws: secrets.data.redraws } : {}),
  } as GameOptions;
  const options = fromFile;
  // a practice game starts where its hidden parts were drawn afresh: a redraw of its own at that moment, in its log
  const practice = options.practice;
  const standing = actions.reduce((n, a) => n + (isTakeBack(a) ? -1 : 1), 0);
  if (practice && (practice.at > standing || !options.redraws?.some((r) => r.at === practice.at)))
    throw bad('corrupt', `is damaged: its practice game does not start where it says (action ${practice.at})`);
  // Replay the whole log before writing anything; the events and turn figures are the replay's.
  let state: GameState;
  try {
    // a copy of a copy: the earlier imports' redraws are part of its game
    state = redrawsAfterRow(options, 0, newGame(options));
  } catch (e) {
    throw bad('corrupt', `has game options these rules refuse (${(e as Error).message})`);
  }
  let initial = state;
  let reach = forecastReach(state);
  const rows: { action: LoggedAction; info: ActionInfo; after: GameState; endsTurn: number | null }[] = [];
  const trail = new TakeBackTrail<number>();
  let head = '';
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]!;
    if (state.phase === 'over')
      throw bad('corrupt', `does not replay with these rules: action ${i + 1} comes after the end of the game`);
    if (isTakeBack(action)) {
      // the one who takes back is the one who played: the rules must have allowed it then
      const c = trail.check(
        state.phase === 'liftoff'
          ? action.seq < i
            ? actorAt(actions, action.seq)
            : null
          : (state.order[state.activeIdx] ?? null),
        options.takeBacks,
      );
      if (!c.ok || c.step.tag !== action.seq)
        throw bad('corrupt', `does not replay with these rules: row ${i + 1} takes back what could not be taken back`);
      trail.pop();
      const info: ActionInfo = {
        turn: state.turn,
        tide: state.tide,
        player: c.step.actor,
        events: [],
        at: file.log[i]!.at,
      };
      head = chainHash(head, i, JSON.stringify(action));
      rows.push({ action, info, after: c.step.before, endsTurn: null });
      state = c.step.before;
      continue;
    }
    const r = apply(state, action);
    // A refusal that changed nothing was never logged by this application.
    if (!r.ok && r.state === state)
      throw bad(
        'corrupt',
        `does not replay with these rules: action ${i + 1} (${action.type}) is refused (${r.error.code})`,
      );
    const info: ActionInfo = {
      turn: state.turn,
      tide: state.tide,
      player: action.type === 'liftOff' ? action.player : (state.order[state.activeIdx] ?? null),
      events: r.events,
      at: file.log[i]!.at,
      ...(action.type === 'endTurn' && action.timeout ? { timeout: true } : {}),
      ...(!r.ok ? { refused: true } : {}),
    };
    head = chainHash(head, i, JSON.stringify(action));
    rows.push({ action, info, after: r.state, endsTurn: endsTurn(state, r.state) ? state.turn : null });
    trail.push(state, action, r.state, r.events, i);
    state = r.state;
    reach = Math.max(reach, forecastReach(state));
    const redrawn = redrawsAfterRow(options, i + 1, state);
    if (redrawn !== state) {
      state = redrawn;
      rows[rows.length - 1]!.after = state;
      trail.clear();
    }
  }
  // the chain of the log as the file shows it (files exported before chained the real choices: read too)
  const shown = file.log.reduce((h, l, i) => chainHash(h, i, JSON.stringify(l.action)), '');
  if (shown !== file.head && head !== file.head) throw bad('corrupt', 'is damaged: its log hash does not match');
  // The copy must not foretell the original: where its log ends, what nobody has seen (the tides to
  // come beyond every card shown, the turn-21 choices not yet revealed) is drawn afresh from a new secret
  // salt (GameOptions.redraws; every replay applies it at that row).
  const redraw = {
    at: actions.reduce((n, a) => n + (isTakeBack(a) ? -1 : 1), 0),
    row: actions.length,
    salt: randomBytes(4).readUInt32BE(0),
    shownThrough: reach,
    on: new Date().toISOString().slice(0, 10),
  };
  const copyOptions: GameOptions = { ...options, redraws: [...(options.redraws ?? []), redraw] };
  state = redrawsAfterRow({ redraws: [redraw] }, actions.length, state);
  if (rows.length) rows[rows.length - 1]!.after = state;
  else initial = state;
  const known = new Set(file.campaign.options.players.map((p) => p.id));
  const clock = file.campaign.clock;
  const clockFits =
    clock &&
    (clock.player === null || known.has(clock.player)) &&
    Object.keys(clock.remainingMs).every((k) => known.has(k));
  const tx = store.db.transaction(() => {
    // each seat with a profile in the file plays as the profile of that name here (made if missing)
    const players: StoredPlayer[] = file.campaign.players.map((p) => {
      const prof = file.campaign.profiles?.find((x) => x.seat === p.id);
      if (!prof) return { ...p };
      const { seat: _seat, ...fields } = prof;
      const here = store.league.byName(fields.name) ?? store.league.createProfile(fields);
      return { ...p, profileId: here.id };
    });
    const created = store.create({
      name: file.campaign.name,
      options: copyOptions,
      players,
      state: initial,
      clock: clockFits ? { ...clock, remainingMs: { ...clock.remainingMs } } : undefined,
    });
    let h = '';
    rows.forEach((r, i) => {
      h = store.append(created.id, i, r.action, r.info, r.after, h);
      if (r.endsTurn !== null) store.snapshot(created.id, i + 1, r.after, h, r.endsTurn, rows[i]!.info.tide);
    });
    store.db
      .prepare('UPDATE campaigns SET created_at = ?, last_played = ? WHERE id = ?')
      .run(file.campaign.createdAt, file.campaign.lastPlayed, created.id);
    if (state.phase === 'over') store.recordFinished(created.id);
    return created.id;
  });
  let imported: string;
  try {
    imported = tx();
  } catch (e) {
    // a full disk is the disk's fault, not the file's: said as such (nothing was written either way)
    if (isDiskFull(e)) throw e;
    throw e instanceof StoreFileError
      ? e
      : new StoreFileError(
          fileName,
          'unreadable',
          `could not be imported (${(e as Error).message}); nothing was written`,
        );
  }
  // an import writes a whole campaign in one transaction: its pages go back to the file at once, so that
  // imports one after another (faster than the idle moment a checkpoint waits for) keep the WAL small
  store.checkpoint('TRUNCATE');
  return store.get(imported);
}

/** The seats' profiles as a file carries them (by name). */
function seatProfiles(league: League, players: StoredPlayer[]) {
  const out = [];
  for (const p of players) {
    if (!p.profileId) continue;
    try {
      const { id: _id, createdAt: _c, ...fields } = league.profile(p.profileId);
      out.push({ seat: p.id, ...fields });
    } catch {
      /* a profile deleted since: the seat plays under its name */
    }
  }
  return out;
}

/** The player of a lift-off choice in a log (a take-back of one is his). */
function actorAt(actions: readonly LoggedAction[], seq: number): PlayerId | null {
  const a = actions[seq];
  return a?.type === 'liftOff' ? a.player : null;
}
