// The map editor screen's state, headless: the tool in hand, the stroke being painted, the module picked
// to move, and what the host last answered (the draft, its board and its check). It knows no rules and
// no DOM: every edit is asked of the host (boards.edit), which makes it or says why not. `MapEditor.svelte`
// only binds it; unit tests drive it with a fake host.
//
// The state is replaced, never changed in place, so a Svelte `$state.raw` copy always sees a whole.
import type {
  ApiError,
  ApiResult,
  ArgsOf,
  BoardChoice,
  EditorView,
  RequestName,
  SavedBoard,
  TerrainLetter,
  ValueOf,
} from '../../../src/host/contract';
import type { BoardForm, NewGameBoard } from './boardChoice';
import { type Hex, type Layout, hexCorners, hexDistance, hexKey, hexToPixel, pixelToHex, sameHex } from './hex';
import { Latest, STALE, Serial } from './ordered';

export type Tool = { kind: 'paint'; letter: TerrainLetter } | { kind: 'ore' } | { kind: 'turn' } | { kind: 'move' };

export interface MapEditorState {
  view: EditorView | null;
  /** The saved board this draft was opened from or last saved as (null: not saved yet). */
  savedId: string | null;
  /** Whether the draft changed since it was opened or saved. */
  dirty: boolean;
  players: number;
  /** The number of players the view's check was made for (another is being checked while it differs). */
  checkedFor: number;
  tool: Tool;
  /** Hexes painted by the stroke in progress, shown before the host answers. */
  stroke: Hex[];
  /** The move tool: the module picked up (its centre), waiting for where to put it. */
  moving: Hex | null;
  saved: SavedBoard[];
  /** The last refusal or failure, to say in words. */
  error: ApiError | null;
  busy: boolean;
}

/** The host as the editor needs it (the app's `call` in the screen, a fake in tests). */
export type EditorHost = <K extends RequestName>(method: K, args?: ArgsOf<K>) => Promise<ApiResult<ValueOf<K>>>;

type EditOp = ArgsOf<'boards.edit'>['edit'];

export const MODULE_RADIUS = 3;
/** The longest title a board takes (`MAX_TITLE` in src/planets/editor.ts; the screen may import its types only). */
export const TITLE_MAX = 60;

export function initialEditorState(): MapEditorState {
  return {
    view: null,
    savedId: null,
    dirty: false,
    players: 4,
    checkedFor: 4,
    tool: { kind: 'paint', letter: 'p' },
    stroke: [],
    moving: null,
    saved: [],
    error: null,
    busy: false,
  };
}

/**
 * What the editor opens on when another screen sends a board to it (the new-game chooser's "Edit in the map
 * editor"): that board, checked for that many players, and the chooser's form to show where it came from.
 */
export interface EditorStart {
  from: BoardChoice;
  players: number;
  form?: BoardForm;
  /** The screen its Back button returns to. */
  back: 'home' | 'new';
}

let requested: EditorStart | null = null;
/** Asks the editor, about to be shown, to open this board (read once, when it mounts). */
export function requestEditorStart(start: EditorStart | null): void {
  requested = start;
}
/** The board asked for, once (null: none, the editor opens its own default). */
export function takeEditorStart(): EditorStart | null {
  const s = requested;
  requested = null;
  return s;
}

export class MapEditor {
  state: MapEditorState = initialEditorState();

  constructor(
    private readonly host: EditorHost,
    private readonly onChange: (s: MapEditorState) => void = () => {},
  ) {}

  private set(patch: Partial<MapEditorState>): void {
    this.state = { ...this.state, ...patch };
    this.onChange(this.state);
  }

  /**
   * Everything that reads or replaces the draft (an open, each edit, a save, an export, a file imported) runs
   * in this queue, one after another, each on the draft the previous one left: quick clicks lose nothing, and a
   * save or an export made while an edit is on its way takes the board with that edit, however late the host
   * answers.
   */
  private readonly queue = new Serial();
  /** The saved boards' list: the newest answer is the one shown. */
  private readonly savedList = new Latest();

  /** Opens a draft of a board the new-game screen offers, or of a saved board. */
  open(from: BoardChoice): Promise<void> {
    return this.queue.run(async () => {
      this.set({ busy: true });
      const players = this.state.players;
      const r = await this.host('boards.draft', { from, players });
      if (r.ok)
        this.set({
          view: r.value,
          checkedFor: players,
          savedId: 'saved' in from ? from.saved : null,
          dirty: false,
          error: null,
          busy: false,
          moving: null,
          stroke: [],
        });
      else this.set({ error: r.error, busy: false });
    });
  }

  /** Opens the board another screen sent (`takeEditorStart`), checked for its number of players. */
  async start(start: EditorStart): Promise<void> {
    this.set({ players: start.players });
    await this.open(start.from);
  }

  async loadSaved(): Promise<void> {
    const r = await this.savedList.take(this.host('boards.saved'));
    if (r === STALE) return;
    if (r.ok) this.set({ saved: r.value });
    else this.set({ error: r.error });
  }

  choose(tool: Tool): void {
    this.set({ tool, moving: null, stroke: [] });
  }

  async setPlayers(players: number): Promise<void> {
    this.set({ players });
    const v = this.state.view;
    // the check is for this many players: ask again with an edit that changes nothing
    // (the title the draft has then: a rename on its way is kept)
    if (v) await this.edit((now) => ({ op: 'title', title: now.draft.title }), false);
  }

  /** A press on a hex with the tool in hand. */
  async press(hex: Hex, opts: { reverse?: boolean } = {}): Promise<void> {
    const t = this.state.tool;
    switch (t.kind) {
      case 'paint':
        this.set({ stroke: [hex] });
        return;
      case 'ore':
        // on or off as the board stands when its turn comes (a second click toggles the first one back)
        await this.edit((now) => ({ op: 'ore', hex, on: !now.ore.some((o) => sameHex(o, hex)) }));
        return;
      case 'turn':
        await this.edit({ op: 'rotate', hex, turns: opts.reverse ? -1 : 1 });
        return;
      case 'move': {
        if (!this.state.moving) {
          const centre = this.moduleUnder(hex);
          if (centre) this.set({ moving: centre, error: null });
          return;
        }
        const from = this.state.moving;
        this.set({ moving: null });
        await this.edit({ op: 'move', from, to: hex });
        return;
      }
    }
  }

  /** The pointer, still pressed, enters a hex: a paint stroke grows. */
  drag(hex: Hex): void {
    if (this.state.tool.kind !== 'paint' || this.state.stroke.length === 0) return;
    if (this.state.stroke.some((h) => sameHex(h, hex))) return;
    this.set({ stroke: [...this.state.stroke, hex] });
  }

  /** The press ends: a paint stroke is sent as one edit. */
  async release(): Promise<void> {
    const t = this.state.tool;
    const hexes = this.state.stroke;
    if (t.kind !== 'paint' || hexes.length === 0) return;
    await this.edit({ op: 'paint', hexes, terrain: t.letter });
    this.set({ stroke: [] });
  }

  async flatten(): Promise<void> {
    await this.edit({ op: 'flatten' });
  }

  async rename(title: string): Promise<void> {
    await this.edit({ op: 'title', title });
  }

  /** One edit, queued; given as a function, it is made from the draft the edits before it left. */
  private edit(edit: EditOp | ((view: EditorView) => EditOp), changes = true): Promise<void> {
    return this.queue.run(async () => {
      const v = this.state.view;
      if (!v) return;
      this.set({ busy: true });
      const players = this.state.players;
      const op = typeof edit === 'function' ? edit(v) : edit;
      const r = await this.host('boards.edit', { draft: v.draft, edit: op, players });
      if (r.ok)
        this.set({ view: r.value, checkedFor: players, error: null, busy: false, dirty: this.state.dirty || changes });
      else this.set({ error: r.error, busy: false, stroke: [] });
    });
  }

  /** Saves over the board it came from (or as a new one when `asNew` or never saved), once the edits made before are in. */
  save(asNew = false): Promise<SavedBoard | null> {
    return this.queue.run(async () => {
      const v = this.state.view;
      if (!v) return null;
      const id = asNew ? undefined : (this.state.savedId ?? undefined);
      const r = await this.host('boards.save', { ...(id ? { id } : {}), draft: v.draft });
      if (!r.ok) {
        this.set({ error: r.error });
        return null;
      }
      this.set({ savedId: r.value.id, dirty: false, error: null });
      await this.loadSaved();
      return r.value;
    });
  }

  remove(id: string): Promise<void> {
    return this.queue.run(async () => {
      const r = await this.host('boards.delete', { id });
      if (!r.ok) this.set({ error: r.error });
      else if (this.state.savedId === id) this.set({ savedId: null, dirty: true });
      await this.loadSaved();
    });
  }

  importFile(content: string, fileName: string): Promise<void> {
    return this.queue.run(async () => {
      const players = this.state.players;
      const r = await this.host('boards.import', { content, fileName, players });
      if (r.ok)
        this.set({
          view: r.value,
          checkedFor: players,
          savedId: null,
          dirty: true,
          error: null,
          moving: null,
          stroke: [],
        });
      else this.set({ error: r.error });
    });
  }

  /**
   * The board as a file, once the edits made before are in; an untitled board takes `untitledName` (its name in
   * the screen's words) as its title.
   */
  exportFile(untitledName?: string): Promise<{ fileName: string; content: string } | null> {
    return this.queue.run(async () => {
      const v = this.state.view;
      if (!v) return null;
      const draft = v.draft.title || !untitledName ? v.draft : { ...v.draft, title: untitledName.slice(0, TITLE_MAX) };
      const r = await this.host('boards.export', { draft });
      if (!r.ok) {
        this.set({ error: r.error });
        return null;
      }
      return { fileName: r.value.fileName, content: r.value.content };
    });
  }

  /** The centre of the module covering a hex (modules are hexagons of radius 3 round their centres). */
  moduleUnder(hex: Hex): Hex | null {
    return (this.state.view?.modules ?? []).find((c) => hexDistance(c, hex) <= MODULE_RADIUS) ?? null;
  }
}

/**
 * The new game the board in the editor may start now ("New game on this board"): a saved board, unchanged since
 * it was saved (a new game plays the stored one), that passes its check for the players chosen (not while the
 * check for a new number of players is on its way); null otherwise.
 */
export function newGameOn(s: MapEditorState): NewGameBoard | null {
  if (!s.savedId || s.dirty || s.checkedFor !== s.players || !s.view?.preview.check.ok) return null;
  return { saved: s.savedId, players: s.players };
}

/** The terrain letter shown at a hex: the stroke in progress first, then the host's board. */
export function letterAt(s: MapEditorState, hex: Hex): string {
  const t = s.tool;
  if (t.kind === 'paint' && s.stroke.some((h) => sameHex(h, hex))) return t.letter;
  return s.view?.terrain[hex[1]]?.[hex[0]] ?? '.';
}

/** The hexes of the module picked to move (to draw it lifted). */
export function movingHexes(s: MapEditorState): Set<string> {
  const out = new Set<string>();
  const c = s.moving;
  if (!c || !s.view) return out;
  for (let y = 0; y < s.view.terrain.length; y++)
    for (let x = 0; x < (s.view.terrain[y]?.length ?? 0); x++)
      if (hexDistance(c, [x, y]) <= MODULE_RADIUS) out.add(hexKey([x, y]));
  return out;
}

/** A coordinate for an SVG path: a tenth of a pixel, and never "-0". */
const px = (v: number): string => String(Math.round(v * 10) / 10 + 0);

/** The hexes of the module centred on `centre` that are inside the board's frame. */
export function moduleHexes(view: EditorView, centre: Hex): Hex[] {
  const out: Hex[] = [];
  for (let y = centre[1] - MODULE_RADIUS - 1; y <= centre[1] + MODULE_RADIUS + 1; y++)
    for (let x = centre[0] - MODULE_RADIUS; x <= centre[0] + MODULE_RADIUS; x++)
      if (y >= 0 && x >= 0 && x < (view.terrain[y]?.length ?? 0) && hexDistance(centre, [x, y]) <= MODULE_RADIUS)
        out.push([x, y]);
  return out;
}

/**
 * Each module's outline, as an SVG path of the edges between its hexes and the hexes outside it (so a player
 * sees where one module ends and the next begins). The hex across an edge is found by reflecting the hex's
 * centre through the edge's middle, whatever the order of the corners.
 */
export function moduleOutlines(view: EditorView, layout: Layout): string[] {
  return view.modules.map((centre) => {
    const inside = new Set(moduleHexes(view, centre).map(hexKey));
    const parts: string[] = [];
    for (const key of inside) {
      const [x, y] = key.split(',').map(Number) as [number, number];
      const c = hexToPixel([x, y], layout);
      const k = hexCorners(c.x, c.y, layout.size);
      for (let i = 0; i < 6; i++) {
        const ax = k[2 * i]!;
        const ay = k[2 * i + 1]!;
        const bx = k[(2 * i + 2) % 12]!;
        const by = k[(2 * i + 3) % 12]!;
        const across = pixelToHex(ax + bx - c.x, ay + by - c.y, layout);
        if (inside.has(hexKey(across))) continue;
        parts.push(`M${px(ax)} ${px(ay)}L${px(bx)} ${px(by)}`);
      }
    }
    return parts.join('');
  });
}
