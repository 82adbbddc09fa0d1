// The game screen's state, headless (after chessground's HeadlessState): the selection, the overlays,
// the hover readout, the end-turn confirmation, the menu. It knows no rules and no DOM: it turns what the
// player does into queries and intents for the host (through `ScreenHost`), keeps what the host answered,
// and what the board and the side panel show is derived from it (game-screen-derived.ts). `Game.svelte` only
// binds it; unit tests drive it.
//
// The state is replaced, never changed in place: every change makes a new object and tells the listener,
// so a Svelte `$state.raw` copy (or a test) always sees a consistent whole.
import type { Action } from '../../../src/engine/types';
import type { FireZone, PlayerView } from '../../../src/engine/view-types';
import type {
  ActionPreview,
  ApiError,
  ApiResult,
  ArgsOf,
  RequestName,
  SessionView,
  ValueOf,
} from '../../../src/host/contract';
import { type Hex, sameHex } from './hex';
import { isDestructor } from './vocabulary';
import { choicesOf, nextHex } from './cursor-stops';
import { Latest } from './ordered';
import { abilityOf, confirmsAt, deployable, hexOfShooter, myTurn, unloadOf } from './game-screen-derived';
import { IDLE, type Sel, click, drawnPath, key, piecesAt, selected as selectedSel } from './selection';

type LandAction = Extract<Action, { type: 'land' }>;
type FireAction = Extract<Action, { type: 'fire' }>;
type MoveAction = Extract<Action, { type: 'move' }>;

/**
 * An action held back until the player confirms it (a click on the same place again, Enter, or the
 * Confirm button; Escape or Cancel drops it): a landing (it cannot be taken back), a shot (with what it
 * destroys), a move that strands or bogs the piece, and a drawn path the host would cut (only its legal
 * part is offered).
 */
export type Confirm =
  | { kind: 'land'; action: LandAction }
  | { kind: 'fire'; action: FireAction; destroyed: string[] }
  | { kind: 'strand'; action: MoveAction; stuck: NonNullable<ActionPreview['stuck']>; to: Hex }
  | { kind: 'cut'; action: MoveAction; stop: Hex; refusal: ApiError };

export interface Point {
  x: number;
  y: number;
}
export interface LandingSpot {
  at: Hex;
  orientation: 'N' | 'S';
}

/**
 * What the board draws over the terrain: the shape of `Overlay` in board/BoardRenderer.ts (restated here
 * so that this module and its tests need no DOM; svelte-check proves they agree where Game.svelte passes it).
 */
export interface Overlay {
  destinations: {
    hex: Hex;
    hex2?: Hex;
    cost: number;
    strands?: boolean;
    secondArrival?: boolean;
    mountainPair?: boolean;
    silenced?: boolean;
  }[];
  path: Hex[];
  targets: Hex[];
  picked: Hex[];
  spots: Hex[];
  ghost?: Hex[];
  fire: { hexes: Hex[]; color: string; own: boolean }[];
}

/** How long an armed "End your turn with N AP left?" waits for its second click. */
export const CONFIRM_END_MS = 4000;

export interface GameScreenState {
  /** The seated player's view; null behind the hand-off screen (nothing of the previous player is kept). */
  view: PlayerView | null;
  sel: Sel;
  hover: { hex: Hex; x: number; y: number } | null;
  /** The path being drawn by a drag. */
  drawn: Hex[];
  /** Deployment: where the selected piece may be deployed (query.deploySpots). */
  spots: Hex[];
  /** Landing: every legal bubble spot and orientation (query.landingSpots). */
  landSpots: LandingSpot[];
  /** Whose fire zones are drawn: 'off', 'mine' or a player id. */
  fireMode: string;
  zones: FireZone[];
  /** Overlays the teaching panel adds (the next tide). */
  teachFire: Overlay['fire'];
  preferCapture: boolean;
  /** The explicit load choice (button "Load (L)"): a click loads what the host lists even on a hex the piece could move to. */
  preferLoad: boolean;
  /** The end-turn confirmation is armed (since this time, ms); null when it is not. */
  confirmEnd: number | null;
  /** An action waiting for the player's confirmation. */
  confirm: Confirm | null;
  menuOpen: boolean;
  /** The keyboard's hex cursor while the board has the keyboard's focus (what the hover shows follows it). */
  cursor: Hex | null;
  /** The list of keys ("?") is shown. */
  keysOpen: boolean;
  /** A shot with its target and one shooter: where the destructors that the host says can be the second stand. */
  shooterSpots: Hex[];
}

/** What the controller needs from the host side of the screen (app.svelte.ts; a fake in tests). */
export interface ScreenHost {
  call<K extends RequestName>(name: K, args?: ArgsOf<K>): Promise<ApiResult<ValueOf<K>>>;
  /** Sends an intent; false when refused (the refusal is already shown). */
  act(action: Action, where?: Point): Promise<boolean>;
  /** Shows a refusal in words (near the pointer when `where` is given). */
  refuse(e: ApiError, where?: Point): void;
  setSession(s: SessionView): void;
  modal(open: boolean, id: string): Promise<void>;
  /** The setting "confirm the end of a turn with AP left". */
  confirmEndTurn(): boolean;
  /** The setting "ask before a shot" (absent: ask). */
  confirmShots?(): boolean;
  /**
   * Each player's fire-zone choice, kept across hand-offs (the screen outlives this controller, which is
   * made again at every seat). A display choice: it holds nothing of the game.
   */
  fireModes?: { get(player: string): string | undefined; set(player: string, mode: string): void };
  now?(): number;
}

export function initialState(): GameScreenState {
  return {
    view: null,
    sel: IDLE,
    hover: null,
    drawn: [],
    spots: [],
    landSpots: [],
    fireMode: 'off',
    zones: [],
    teachFire: [],
    preferCapture: false,
    preferLoad: false,
    confirmEnd: null,
    confirm: null,
    menuOpen: false,
    cursor: null,
    keysOpen: false,
    shooterSpots: [],
  };
}

export class GameScreen {
  private s: GameScreenState = initialState();
  private listeners = new Set<(s: GameScreenState) => void>();
  /** Bumped whenever the seated player changes: answers to an older epoch's queries are dropped. */
  private epoch = 0;
  private disarmTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * What the player asked last about his pieces (a selection, why a hex is out of reach, what a move or a shot
   * would do): an answer to an older question, come back late, is dropped, so the piece shown selected is the
   * one he picked last and nothing is confirmed or said for a click he has gone past.
   */
  private readonly asked = new Latest();
  /** The fire zones of the newest view. */
  private readonly zonesAsked = new Latest();
  /** Which destructors can be a shot's second shooter, for the newest shot. */
  private readonly shootersAsked = new Latest();

  constructor(private host: ScreenHost) {}

  get state(): GameScreenState {
    return this.s;
  }

  subscribe(cb: (s: GameScreenState) => void): () => void {
    this.listeners.add(cb);
    cb(this.s);
    return () => this.listeners.delete(cb);
  }

  private set(patch: Partial<GameScreenState>): void {
    this.s = { ...this.s, ...patch };
    for (const l of this.listeners) l(this.s);
  }

  private now(): number {
    return this.host.now?.() ?? Date.now();
  }

  // ---------------------------------------------------------------------------------------------
  // What the host said

  /**
   * A new view from the host. A different viewer (or none: the hand-off) drops everything of the
   * previous one; then the fire zones are asked again and a player whose astronef waits to land gets the
   * landing mode.
   */
  setView(view: PlayerView | null): void {
    const prev = this.s.view;
    if (!view || !prev || prev.viewer !== view.viewer) {
      this.epoch++;
      this.clearDisarm();
      this.s = { ...initialState(), fireMode: (view?.viewer && this.host.fireModes?.get(view.viewer)) || 'off' };
    }
    this.set({ view });
    if (!view) return;
    const epoch = this.epoch;
    const newest = this.zonesAsked.begin();
    void this.host.call('query.fireZones').then((r) => {
      if (r.ok && epoch === this.epoch && newest()) this.set({ zones: r.value });
    });
    const sel = this.s.sel;
    if (view.phase === 'landing' && view.active === view.viewer) {
      const nef = view.pieces.find((p) => p.type === 'astronef' && p.owner === view.viewer && !p.at);
      if (nef && sel.kind !== 'land') {
        this.set({ sel: { kind: 'land', astronef: nef.id, orientation: 'N' } });
        void this.host.call('query.landingSpots').then((r) => {
          if (epoch === this.epoch) this.set({ landSpots: r.ok ? r.value : [] });
        });
      }
    } else if (sel.kind === 'land') this.set({ sel: IDLE, landSpots: [] });
  }

  /** Forgets everything (the screen is left, or the hand-off is up). */
  reset(): void {
    this.setView(null);
  }

  dispose(): void {
    this.clearDisarm();
    this.epoch++;
    this.asked.drop();
    this.listeners.clear();
    this.s = initialState();
  }

  // ---------------------------------------------------------------------------------------------
  // What the player does

  /** Picks a piece: asks the host for its destinations and abilities (and, deploying, its spots). */
  async select(id: string): Promise<void> {
    this.disarm();
    const epoch = this.epoch;
    const newest = this.asked.begin();
    const [d, a] = await Promise.all([
      this.host.call('query.destinations', { piece: id }),
      this.host.call('query.abilities', { piece: id }),
    ]);
    if (epoch !== this.epoch || !newest()) return;
    if (!d.ok) return this.host.refuse(d.error);
    this.set({ sel: selectedSel(id, d.value, a.ok ? a.value : []), preferLoad: false, spots: [] });
    const view = this.s.view;
    const p = view?.pieces.find((q) => q.id === id);
    if (view?.phase === 'deploy' && p?.in) {
      const r = await this.host.call('query.deploySpots', { piece: id });
      const sel = this.s.sel;
      if (epoch === this.epoch && newest() && sel.kind === 'piece' && sel.id === id)
        this.set({ spots: r.ok ? r.value : [] });
    }
  }

  /**
   * A click on a hex, a tap, or Enter at the keyboard's cursor (`keyboard`: then an action waiting for its
   * confirmation is confirmed, wherever the cursor is, as Enter does anywhere on the screen).
   */
  async click(
    hex: Hex,
    ev: { shift: boolean; right: boolean; x: number; y: number; keyboard?: boolean },
  ): Promise<void> {
    const view = this.s.view;
    if (!view) return;
    this.disarm();
    // a click moves on from whatever was asked before it
    this.asked.drop();
    const pending = this.s.confirm;
    if (pending && ev.keyboard) return void (await this.confirmNow(ev));
    if (pending) {
      // the same place again confirms; a right click cancels; a landing elsewhere moves the astronef there (if the
      // host offers that spot: else the landing waiting stays as it was)
      if (!ev.right && confirmsAt(pending, hex, view)) return void (await this.confirmNow(ev));
      if (ev.right || pending.kind !== 'land') return this.set({ confirm: null });
    }
    if (ev.right) return this.set({ sel: key(this.s.sel, 'Escape') });
    const before = this.s.sel;
    const step = click(before, hex, {
      viewer: view.viewer,
      phase: view.phase,
      pieces: view.pieces,
      preferCapture: this.s.preferCapture,
      preferLoad: this.s.preferLoad,
      shift: ev.shift,
    });
    if (
      !step.action &&
      !step.select &&
      step.sel === IDLE &&
      before.kind === 'piece' &&
      view.phase === 'play' &&
      myTurn(view)
    ) {
      // a hex the selected piece cannot go to: the engine's reason for that move, near the pointer; the piece stays selected
      const piece = view.pieces.find((p) => p.id === before.id);
      if (piece?.at && !piecesAt(view.pieces, hex).some((p) => p.id === before.id)) {
        const epoch = this.epoch;
        const newest = this.asked.begin();
        const r = await this.host.call('query.whyNotMove', { piece: before.id, to: hex });
        if (epoch !== this.epoch || !newest()) return;
        if (r.ok && r.value) return this.host.refuse(r.value, { x: ev.x, y: ev.y });
      }
    }
    if (before.kind === 'fire' && before.target && step.sel === IDLE && !step.action && !step.select)
      return this.whyNotShooter(before, hex, ev);
    this.set({ sel: step.sel, ...(step.sel.kind !== 'piece' ? { preferLoad: false } : {}) });
    void this.markShooters();
    if (step.select) await this.select(step.select);
    else if (step.action) {
      if (await this.holdBack(step.action, { x: ev.x, y: ev.y })) return;
      const ok = await this.host.act(step.action, { x: ev.x, y: ev.y });
      if (ok) this.set({ spots: [], preferCapture: false, preferLoad: false });
    }
  }

  /**
   * Whether an action waits for a confirmation (then it is held in `confirm`): a landing always; a shot
   * unless the setting is off; a move the host says would strand or bog the piece, or would cut short.
   */
  private async holdBack(action: Action, where?: Point): Promise<boolean> {
    if (action.type === 'land') {
      // a spot the host did not offer is refused at the click with the host's reason, never offered to confirm
      const offered = this.s.landSpots.some((p) => sameHex(p.at, action.at) && p.orientation === action.orientation);
      if (!offered) {
        const epoch = this.epoch;
        const newest = this.asked.begin();
        const r = await this.host.call('query.preview', { action });
        if (epoch !== this.epoch || !newest()) return true;
        if (r.ok && r.value.refusal) {
          this.host.refuse(r.value.refusal, where);
          return true;
        }
      }
      this.set({ confirm: { kind: 'land', action } });
      return true;
    }
    const asksShots = this.host.confirmShots?.() !== false;
    if (action.type !== 'move' && !(action.type === 'fire' && asksShots)) return false;
    const epoch = this.epoch;
    const newest = this.asked.begin();
    const r = await this.host.call('query.preview', { action });
    // gone past (another click, Escape, another player): neither held nor sent
    if (epoch !== this.epoch || !newest()) return true;
    if (!r.ok) return false;
    const p = r.value;
    if (action.type === 'fire') {
      if (p.refusal) return false; // the host will say why when it is sent
      this.set({ confirm: { kind: 'fire', action, destroyed: p.destroyed } });
      return true;
    }
    if (action.type !== 'move') return false;
    if (p.refusal) {
      // never send a path known to be cut: offer its legal part, and say where and why it stops
      // (a barge's path is of two-hex positions: its cut is only said)
      const path = (p.legalPath ?? []) as Hex[];
      const barge = this.s.view?.pieces.find((q) => q.id === action.piece)?.type === 'barge';
      if (!path.length || barge) {
        this.host.refuse(p.refusal);
        return true;
      }
      this.set({
        confirm: { kind: 'cut', action: { ...action, path }, stop: path[path.length - 1]!, refusal: p.refusal },
      });
      return true;
    }
    if (p.stuck) {
      const path = action.path as unknown[];
      const last = path[path.length - 1] as Hex | [Hex, Hex];
      const to = (Array.isArray(last[0]) ? (last as [Hex, Hex])[0] : last) as Hex;
      this.set({ confirm: { kind: 'strand', action, stuck: p.stuck, to } });
      return true;
    }
    return false;
  }

  /**
   * A shot with its target: a click on a hex that is no second shooter keeps the shot going; on a piece of the
   * player's, it says why in the host's words (what a shot with that piece would be refused for). Elsewhere the
   * hint and the marked shooters say what to pick.
   */
  private async whyNotShooter(sel: Extract<Sel, { kind: 'fire' }>, hex: Hex, ev: Point): Promise<void> {
    const view = this.s.view!;
    const first = sel.shooters[0];
    const mine = piecesAt(view.pieces, hex).find((p) => p.owner === view.viewer && !sel.shooters.includes(p.id));
    if (!first || !mine || sel.shooters.length !== 1) return;
    const epoch = this.epoch;
    const newest = this.asked.begin();
    const r = await this.host.call('query.preview', {
      action: { type: 'fire', shooters: [first, mine.id], target: sel.target! },
    });
    if (epoch !== this.epoch || !newest()) return;
    if (r.ok && r.value.refusal) this.host.refuse(r.value.refusal, { x: ev.x, y: ev.y });
  }

  /**
   * A shot with its target and its first shooter: asks the host which of the player's other destructors (and
   * astronef towers) can be the second (a preview each), and marks where they stand. Only the newest shot's answers
   * are kept.
   */
  private async markShooters(): Promise<void> {
    const sel = this.s.sel;
    const view = this.s.view;
    const newest = this.shootersAsked.begin();
    if (this.s.shooterSpots.length) this.set({ shooterSpots: [] });
    if (!view || sel.kind !== 'fire' || !sel.target || sel.shooters.length !== 1 || !myTurn(view)) return;
    const first = sel.shooters[0]!;
    const ids: string[] = [];
    for (const p of view.pieces) {
      if (p.owner !== view.viewer || !p.at || p.in || p.id === first) continue;
      if (isDestructor(p.type)) ids.push(p.id);
      else if (p.type === 'astronef' && p.hexes)
        p.towers?.forEach((up, i) => up && !first.startsWith(`${p.id}:`) && ids.push(`${p.id}:${i}`));
    }
    const epoch = this.epoch;
    const answers = await Promise.all(
      ids.map((id) =>
        this.host.call('query.preview', {
          action: { type: 'fire', shooters: [first, id], target: sel.target! },
        }),
      ),
    );
    if (epoch !== this.epoch || !newest() || this.s.sel !== sel) return;
    const spots = ids
      .filter((_, i) => answers[i]!.ok && !(answers[i] as { value: ActionPreview }).value.refusal)
      .map((id) => hexOfShooter(view, id))
      .filter((h): h is Hex => !!h);
    this.set({ shooterSpots: spots });
  }

  /** Sends the action waiting for confirmation (Enter, the Confirm button, a click on the same place). */
  async confirmNow(where?: Point): Promise<boolean> {
    const c = this.s.confirm;
    if (!c) return false;
    this.set({ confirm: null });
    const ok = await this.host.act(c.action, where);
    if (ok)
      this.set({ sel: c.kind === 'land' ? IDLE : this.s.sel, spots: [], preferCapture: false, preferLoad: false });
    return ok;
  }

  /** Drops the action waiting for confirmation (Escape, Cancel). */
  cancelConfirm(): void {
    if (this.s.confirm) this.set({ confirm: null });
  }

  async pathDrawn(path: Hex[], p: Point): Promise<void> {
    this.set({ drawn: [] });
    const view = this.s.view;
    if (!view) return;
    this.disarm();
    this.asked.drop();
    const step = drawnPath(this.s.sel, path, view.phase, view.pieces);
    this.set({ sel: step.sel, confirm: null });
    if (step.action && !(await this.holdBack(step.action))) await this.host.act(step.action, p);
  }

  /** Whether a drag starting on this hex draws a path (from the selected piece) rather than panning. */
  startsPath(hex: Hex): boolean {
    const sel = this.s.sel;
    const view = this.s.view;
    if (sel.kind !== 'piece' || !view) return false;
    const p = view.pieces.find((q) => q.id === sel.id);
    // a barge is dragged by either of its hexes: that end leads
    return !!p?.at && p.type !== 'astronef' && (sameHex(p.at, hex) || sameHex(p.at2, hex));
  }

  /** The keyboard's cursor moved to this hex (null: the board lost the keyboard's focus). */
  cursorAt(hex: Hex | null): void {
    if (!sameHex(hex, this.s.cursor) || (!hex && this.s.cursor)) this.set({ cursor: hex });
  }

  /** Shows or hides the list of keys (the clock waits meanwhile, as behind the menu). */
  async showKeys(open: boolean): Promise<void> {
    if (open === this.s.keysOpen) return;
    this.set({ keysOpen: open });
    await this.host.modal(open, 'keys');
  }

  /**
   * Where the keyboard's cursor goes for N (`pieces`) or T (`choices`): the next (`dir` 1) or previous (-1) after
   * `from`, in reading order by column then row, round again at the end. N also picks the piece (as a click on it
   * would, when nothing else is being chosen); during deployment it picks the next piece to deploy. T goes through
   * what the board offers now: destinations, spots, unload or build hexes, targets; for a shot, the enemy pieces in
   * the player's fire, then his destructors for the second shot.
   */
  cycle(what: 'pieces' | 'choices', dir: 1 | -1, from: Hex | null): Hex | null {
    const view = this.s.view;
    if (!view) return null;
    if (what === 'choices') return nextHex(choicesOf(this.s), from, dir);
    const idle = this.s.sel.kind === 'idle' || this.s.sel.kind === 'piece';
    const list = deployable(this.s);
    if (list.length && myTurn(view)) {
      const sel = this.s.sel;
      const now = sel.kind === 'piece' ? list.findIndex((p) => p.id === sel.id) : -1;
      const next = list[(now + dir + list.length) % list.length]!;
      void this.select(next.id);
      return view.pieces.find((p) => p.id === next.in)?.at ?? null;
    }
    const mine = view.pieces.filter((p) => p.owner === view.viewer && p.at && !p.in && !p.departed);
    const to = nextHex(
      mine.map((p) => p.at!),
      from,
      dir,
    );
    const piece = to && mine.find((p) => sameHex(p.at, to));
    if (piece && idle && myTurn(view)) void this.select(piece.id);
    return to;
  }

  hoverAt(hex: Hex | null, p: Point): void {
    this.set({ hover: hex ? { hex, x: p.x, y: p.y } : null });
  }

  previewPath(path: Hex[]): void {
    this.set({ drawn: path });
  }

  /**
   * A key on the game screen: Escape cancels (and disarms), C and L toggle, R turns a landing astronef, S picks
   * the selected destructor to shoot, E ends the turn (twice with AP left, as its button), ? shows the keys.
   * The board's own keys (the cursor, N, T, the view) are the board's (board/board-intents.ts).
   */
  key(k: string): void {
    if (k === '?') return void this.showKeys(!this.s.keysOpen);
    if (this.s.keysOpen && k === 'Escape') return void this.showKeys(false);
    const view = this.s.view;
    if ((k === 'e' || k === 'E') && myTurn(view) && (view!.phase === 'play' || view!.phase === 'deploy'))
      return void this.endTurn();
    if ((k === 's' || k === 'S') && myTurn(view) && abilityOf(this.s, 'fire')?.allowed) return this.pickFire();
    const pending = this.s.confirm;
    if (pending && k === 'Enter') return void this.confirmNow();
    if (pending && k === 'Escape') return this.cancelConfirm();
    // the astronef waiting to land still turns
    if (pending?.kind === 'land' && (k === 'r' || k === 'R')) {
      const a = pending.action;
      this.set({ confirm: { kind: 'land', action: { ...a, orientation: a.orientation === 'N' ? 'S' : 'N' } } });
    }
    if (k === 'Escape') {
      this.disarm();
      this.asked.drop();
    }
    if (k === 'c' || k === 'C') this.set({ preferCapture: !this.s.preferCapture });
    if ((k === 'l' || k === 'L') && abilityOf(this.s, 'load')?.allowed) this.set({ preferLoad: !this.s.preferLoad });
    const next = key(this.s.sel, k);
    if (next !== this.s.sel) this.set({ sel: next, ...(next === IDLE ? { drawn: [] } : {}) });
  }

  cancel(): void {
    this.disarm();
    this.asked.drop();
    this.set({ sel: IDLE, preferLoad: false, confirm: null });
  }

  rotate(): void {
    const pending = this.s.confirm;
    if (pending?.kind === 'land') {
      const a = pending.action;
      this.set({ confirm: { kind: 'land', action: { ...a, orientation: a.orientation === 'N' ? 'S' : 'N' } } });
    }
    this.set({ sel: key(this.s.sel, 'r') });
  }

  toggleCapture(): void {
    this.disarm();
    this.set({ preferCapture: !this.s.preferCapture });
  }

  toggleLoad(): void {
    this.disarm();
    this.set({ preferLoad: !this.s.preferLoad });
  }

  /** The unload button of one item aboard the selected carrier. */
  pickUnload(item: string): void {
    const sel = this.s.sel;
    if (sel.kind !== 'piece') return;
    this.disarm();
    this.set({ sel: { kind: 'unload', carrier: sel.id, item, hexes: unloadOf(this.s, item)?.hexes ?? [] } });
  }

  pickBuild(kind: 'tank' | 'crab' | 'pontoon', hexes: Hex[]): void {
    const sel = this.s.sel;
    if (sel.kind !== 'piece') return;
    this.disarm();
    this.set({ sel: { kind: 'build', pondeuse: sel.id, build: kind, hexes } });
  }

  pickFire(): void {
    const sel = this.s.sel;
    if (sel.kind !== 'piece') return;
    this.disarm();
    this.set({ sel: { kind: 'fire', shooters: [sel.id], target: null } });
  }

  /** An intent from a button (rebuild a tower, lift off): sent as it is. */
  async send(action: Action): Promise<boolean> {
    this.disarm();
    return this.host.act(action);
  }

  setFireMode(mode: string): void {
    const viewer = this.s.view?.viewer;
    if (viewer) this.host.fireModes?.set(viewer, mode);
    this.set({ fireMode: mode });
  }

  setTeachFire(fire: Overlay['fire']): void {
    this.set({ teachFire: fire });
  }

  /**
   * End the turn. With AP left (and the setting on) the first press arms a confirmation, which a second
   * press within CONFIRM_END_MS takes; Escape, any other action or the delay disarm it.
   */
  async endTurn(): Promise<void> {
    const view = this.s.view;
    if (!view) return;
    const ap = view.viewer ? (view.players[view.viewer]?.ap ?? 0) : 0;
    const armed = this.s.confirmEnd !== null && this.now() - this.s.confirmEnd < CONFIRM_END_MS;
    if (this.host.confirmEndTurn() && ap > 0 && view.phase === 'play' && !armed) {
      this.clearDisarm();
      this.set({ confirmEnd: this.now() });
      this.disarmTimer = setTimeout(() => this.disarm(), CONFIRM_END_MS);
      return;
    }
    this.disarm();
    this.set({ sel: IDLE });
    const r = await this.host.call('game.endTurn');
    if (!r.ok) this.host.refuse(r.error);
    else this.host.setSession(r.value.session);
  }

  /**
   * Takes back the seated player's last action (game.takeBack): the host answers the session before
   * it, or says why not. Whatever was being chosen is dropped: it was chosen on the position taken back.
   */
  async takeBack(): Promise<boolean> {
    if (!this.s.view) return false;
    this.disarm();
    const sel = this.s.sel.kind === 'land' ? this.s.sel : IDLE;
    this.set({ sel, spots: [], drawn: [], preferCapture: false, preferLoad: false, confirm: null });
    const r = await this.host.call('game.takeBack');
    if (!r.ok) {
      this.host.refuse(r.error);
      return false;
    }
    this.host.setSession(r.value);
    return true;
  }

  async openMenu(open: boolean): Promise<void> {
    this.disarm();
    this.set({ menuOpen: open });
    await this.host.modal(open, 'game-menu');
  }

  private disarm(): void {
    this.clearDisarm();
    if (this.s.confirmEnd !== null) this.set({ confirmEnd: null });
  }

  private clearDisarm(): void {
    if (this.disarmTimer) clearTimeout(this.disarmTimer);
    this.disarmTimer = null;
  }
}
