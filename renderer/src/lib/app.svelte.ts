// The screen's state: what the host last said (session, clock), which screen is up, the status line.
// Nothing here decides what is legal; intents go to the host and its answer is shown.
import type {
  ApiError,
  ApiResult,
  ArgsOf,
  ClockState,
  LogEntry,
  PlayerInfo,
  RequestName,
  SessionView,
  Settings,
  ValueOf,
} from '../../../src/host/contract';
import type { Action } from '../../../src/engine/types';
import { getTransport, type ConnState } from './api';
import { bootAnswers } from './boot-calls';
import { setLang, i18n, type Lang } from '../i18n/i18n.svelte';
import type { Key } from '../i18n/en';
import { turnLanguage } from './turn-language';
import { pieceInSentence, refusalWords, statusText, type KnownPieces, type StatusMessage } from './status';
import { enrich, noteRefusal } from '../teach/teach.svelte';
import { type PlayerColor, seatColours } from './colors';
import { tideCardFor, type SeatMoment } from './tide-card';
import type { ShownBeforeTurn } from '../../../src/shared/lists';
import { noteIntent } from '../board/motion-intent';
import { effectForAction, playEffect, setSoundContext } from './sound';
import { setVocabulary } from './vocabulary';

/** The screens, one up at a time (`Shell.svelte` picks it). */
export const SCREENS = [
  'boot',
  'home',
  'new',
  'game',
  'settings',
  'end',
  'lessons',
  'league',
  'profile',
  'editor',
] as const;
export type Screen = (typeof SCREENS)[number];

export const app = $state<{
  conn: ConnState;
  screen: Screen;
  session: SessionView | null;
  clock: ClockState | null;
  clockAt: number;
  settings: Settings | null;
  /** The status line: what it says, put in words when shown (`inWords`), so it follows the language. */
  status: { message: StatusMessage; error: boolean; at: number } | null;
  toast: { message: StatusMessage; x: number; y: number; at: number } | null;
  log: LogEntry[];
  reveal: { turn: number; tide: string } | null;
  /** Bumped on every hand-off so that the game screen drops everything of the previous player. */
  seatEpoch: number;
  busy: boolean;
  /** The profile page shown (screen 'profile'). */
  profileId: string | null;
  /** Whose progress the puzzles count (a profile id, or null: not kept); the lessons screen shows its puzzles tab while set or chosen. */
  puzzleProfile: string | null;
  /** The lessons screen's tab. */
  lessonsTab: 'lessons' | 'puzzles';
}>({
  conn: 'connecting',
  screen: 'boot',
  session: null,
  clock: null,
  clockAt: 0,
  settings: null,
  status: null,
  toast: null,
  log: [],
  reveal: null,
  seatEpoch: 0,
  busy: false,
  profileId: null,
  puzzleProfile: null,
  lessonsTab: 'lessons',
});

/** The turn time a new game offers each player (seconds): the host's setting, the rulebook's 3:00 until it is read. */
export function defaultTurnSeconds(): number {
  const v = app.settings?.defaultTurnSeconds;
  return typeof v === 'number' && v >= 10 && v <= 3600 ? v : 180;
}

export async function call<K extends RequestName>(name: K, args?: ArgsOf<K>): Promise<ApiResult<ValueOf<K>>> {
  return getTransport().call(name, args);
}

/** A refusal or error in words, from its code and params (renderer/src/i18n/refusals.ts). */
export function errorText(e: ApiError): string {
  return refusalWords(enrich(e), i18n.lang, app.session?.view, playerName);
}

/** A piece named for a sentence: "your tank", "Red's crab", "the ore" (the id when unknown). */
export function pieceLabel(id: string): string {
  return pieceInSentence(id, i18n.lang, app.session?.view, playerName);
}

/** A status line's message (or the toast's) in the language the screen speaks now. */
export function inWords(m: StatusMessage): string {
  return statusText(m, i18n.lang, playerName);
}

function show(message: StatusMessage, error: boolean): void {
  if (!error) noteRefusal(null);
  app.status = { message, error, at: Date.now() };
}

/** Says a string of the screen on the status line, by its key. */
export function say(key: Key, params?: Record<string, unknown>): void {
  show({ kind: 'text', key, params }, false);
}

/** A failed request kept as what it says, for a screen's own error line (shown with `inWords`). */
export function errorMessage(e: ApiError): StatusMessage {
  return { kind: 'error', error: enrich(e), pieces: app.session?.view };
}

/** Says why a request failed (an error unless `error` is false: a dialog the player cancelled). */
export function sayError(e: ApiError, error = true): void {
  show(errorMessage(e), error);
}

/** Says what was just taken back, naming its pieces as they stood before (`before`). */
export function sayTakenBack(entry: LogEntry, before: KnownPieces): void {
  show({ kind: 'takenBack', entry, pieces: before }, false);
}

/** A game action refused: the status line says why, and the toast near the pointer when there is one. */
export function refuse(e: ApiError, where?: { x: number; y: number }): void {
  const error = enrich(e);
  noteRefusal(e.code, e.params);
  const pieces = app.session?.view;
  show({ kind: 'refused', error, pieces }, true);
  if (where) app.toast = { message: { kind: 'error', error, pieces }, x: where.x, y: where.y, at: Date.now() };
}

/** The tide cards each player has seen, by campaign and turn (`tide-card.ts`). */
const tideCardsSeen = new Set<string>();
const momentOf = (s: SessionView): SeatMoment => ({
  campaignId: s.campaignId,
  turn: s.turn,
  tide: s.tide,
  seated: s.seated,
  players: s.players,
});

/** The one writer of the screen up now: a player's way (`navigation.svelte.ts`'s `goTo`) and the host's answers here. */
export function setScreen(screen: Screen): void {
  app.screen = screen;
}

/**
 * Whether this player, about to take the seat, will be shown the round's tide card: the hand-off then asks the
 * host to hold his time for it from the moment he sits (`game.seat`'s `shown`).
 */
export function tideCardDue(player: string): boolean {
  const s = app.session;
  if (!s || s.lesson) return false;
  return tideCardFor(momentOf(s), { ...momentOf(s), seated: player }, tideCardsSeen) !== null;
}

export function setSession(s: SessionView | null): void {
  const prev = app.session;
  if (s && prev && prev.campaignId === s.campaignId && prev.seated && !s.seated) playEffect('handoff');
  // each person seated in a round sees its tide card once (not only the round's first); a lesson or a puzzle is
  // no round: its tide is on the board from the start (the card over it took the learner's first clicks)
  const card = s && !s.lesson ? tideCardFor(prev ? momentOf(prev) : null, momentOf(s), tideCardsSeen) : null;
  if (card) {
    tideCardsSeen.add(card.key);
    app.reveal = { turn: card.turn, tide: card.tide };
  }
  if (!s || !prev || prev.campaignId !== s.campaignId || prev.seated !== s.seated) {
    app.seatEpoch++;
    app.log = [];
    app.toast = null;
    app.status = null;
  }
  // a take-back: the log's last entries never happened
  if (s && prev && prev.campaignId === s.campaignId && s.actions < prev.actions)
    app.log = app.log.filter((e) => e.seq < s.actions);
  app.session = s;
  if (s) app.clock = s.clock;
  app.clockAt = performance.now();
  if (s && s.over && app.screen === 'game') setScreen('end');
  if (s && (app.screen === 'boot' || app.screen === 'home' || app.screen === 'new') && !s.over) setScreen('game');
  if (s?.seated) void refreshLog();
}

export async function refreshLog(): Promise<void> {
  const since = app.log.length ? app.log[app.log.length - 1]!.seq + 1 : 0;
  const epoch = app.seatEpoch;
  const r = await call('game.log', { since });
  if (!r.ok || epoch !== app.seatEpoch) return;
  const seen = new Set(app.log.map((e) => e.seq));
  app.log = [...app.log, ...r.value.filter((e) => !seen.has(e.seq))].slice(-300);
}

let started = false;
export function start(): void {
  if (started) return;
  started = true;
  const tr = getTransport();
  tr.onState((s) => {
    app.conn = s;
    if (s === 'open') void boot();
  });
  tr.onEvent((e) => {
    // a view pushed before boot has its answers is dropped: the game.view asked with them is as new or newer
    if (e.event === 'view') {
      if (booted) setSession(e.data);
    } else if (e.event === 'clock') {
      app.clock = e.data;
      app.clockAt = performance.now();
    } else if (e.event === 'sound') playEffect(e.data);
  });
  if (typeof document !== 'undefined' && tr.mode === 'web') {
    document.addEventListener('visibilitychange', () => {
      void call('ui.visibility', { hidden: document.hidden });
    });
  }
}

/** Whether boot has its answers (the pushed views are shown from then on). */
let booted = false;

async function boot(): Promise<void> {
  // asked at once, most often before this code was even loaded (lib/boot-calls.ts): the language and the rules'
  // vocabulary are known before the first screen is drawn
  const { settings: st, vocabulary: voc, view: v } = await bootAnswers();
  if (st.ok) applySettings(st.value);
  // the game's vocabulary (what shoots, how far, what is land at each tide): the screen keeps no copy
  if (voc.ok) setVocabulary(voc.value);
  booted = true;
  if (v.ok && v.value) {
    setSession(v.value);
    setScreen(v.value.over ? 'end' : 'game');
  } else if (app.screen === 'boot') setScreen('home');
}

export function applySettings(s: Settings): void {
  app.settings = s;
  setLang(s.language);
}

export async function act(action: Action, where?: { x: number; y: number }): Promise<boolean> {
  if (app.busy) return false;
  app.busy = true;
  try {
    noteIntent(action);
    const r = await call('game.act', { action });
    if (!r.ok) {
      noteIntent(null);
      refuse(r.error, where);
      return false;
    }
    app.toast = null;
    setSession(r.value.session);
    playEffect(effectForAction(action));
    // behind the hand-off the status line says nothing of the turn just played (a turn-21 choice is secret)
    if (r.value.session.seated) show({ kind: 'text', key: `action.${action.type}` }, false);
    return true;
  } finally {
    app.busy = false;
  }
}

/** Player colours and markers (see `seatColours`). */
export function playerColors(players: PlayerInfo[]): Map<string, PlayerColor> {
  return seatColours(players, app.settings?.largeMarks ?? false);
}

export function playerName(id: string | null | undefined): string {
  if (!id) return '—';
  return app.session?.players.find((p) => p.id === id)?.name ?? id;
}

// the sound gate reads the settings and whether the hand-off screen is up
setSoundContext(() => ({
  muted: app.settings?.sound === false,
  volume: app.settings?.volume ?? 0.8,
  handOffUp: app.screen === 'game' && !!app.session && !app.session.seated,
}));

// The seated (or called) player's profile language during his turn (lib/turn-language.ts). Applied only when it
// changes, so a language switched by hand stays until the next player is called.
let turnLang: Lang | null | undefined;
$effect.root(() => {
  $effect(() => {
    const wanted = turnLanguage(app.screen, app.session);
    if (wanted === turnLang) return;
    turnLang = wanted;
    setLang(wanted ?? app.settings?.language ?? i18n.lang);
  });
});

export async function modal(open: boolean, id: string): Promise<void> {
  if (!app.session) return;
  const r = await call('ui.modal', { open, id });
  if (r.ok && r.value) {
    app.clock = r.value;
    app.clockAt = performance.now();
  }
}

/**
 * The seated player is shown (open) or no longer shown what happened before his turn (the tide card, the replay of
 * the others' turns): his clock waits meanwhile; the host ends it at his first act whatever the screen says.
 */
export async function shown(open: boolean, id: ShownBeforeTurn): Promise<void> {
  if (!app.session?.seated || app.session.lesson) return;
  const r = await call('ui.shown', { open, id });
  if (r.ok && r.value) {
    app.clock = r.value;
    app.clockAt = performance.now();
  }
}

/**
 * Opens a campaign (from the home screen or the league; a finished one shows its end screen and replay), and says
 * in one line when positions stored with it disagreed with its log and were rebuilt from it.
 */
export async function openCampaign(id: string): Promise<void> {
  const r = await call('campaign.open', { id });
  if (!r.ok) return sayError(r.error);
  setSession(r.value);
  setScreen(r.value.over ? 'end' : 'game');
  if (r.value.repaired) say('home.repaired', { n: r.value.repaired });
}
// End-to-end test builds only (vite --mode e2e): switch the screen's language in place, for screenshots
// of one state in both languages (the host's setting is read once, when the page starts).
if (import.meta.env.MODE === 'e2e')
  (globalThis as Record<string, unknown>).__fmhSetLang = (lang: Lang) => setLang(lang);
