// The map editor's saved boards: a shelf in the campaign store. A board is kept as the editor's draft
// (modules stay modules), with the figures and picture the new-game screen lists it by.
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { applyEdit, fileOfDraft, type Draft } from '../planets/editor.js';
import type { BoardSource } from '../planets/generate.js';
import { boardSourceSchema, draftSchema } from './schema.js';
import { withoutHiddenCharacters } from '../shared/names.js';

export interface SavedBoard {
  id: string;
  /** The name its maker gave it ('' for none: the screen names it by `source`, or as untitled). */
  title: string;
  /** The generated board it started from (null: imported, or saved before boards kept it). */
  source: BoardSource | null;
  hexes: number;
  ore: number;
  thumbnail: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A stored board that cannot be used: its row was damaged or written by something else. */
export class BoardDataError extends Error {
  constructor(
    readonly id: string,
    detail: string,
  ) {
    super(`saved board ${id}: ${detail}`);
    this.name = 'BoardDataError';
  }
}

export class BoardNotFoundError extends Error {
  constructor(readonly id: string) {
    super(`no saved board ${id}`);
    this.name = 'BoardNotFoundError';
  }
}

/** The most boards a store keeps (each is small; the list must stay quick to show). */
const MAX_SAVED_BOARDS = 500;

interface Row {
  id: string;
  title: string;
  /** The draft's `source` as JSON text (json_extract), when it has one. */
  source: string | null;
  thumbnail: string | null;
  hexes: number;
  ore: number;
  created_at: number;
  updated_at: number;
}

export class BoardShelf {
  constructor(private readonly db: Database.Database) {}

  list(): SavedBoard[] {
    const rows = this.db
      .prepare<[], Row>(
        `SELECT id, title, ${SOURCE}, thumbnail, hexes, ore, created_at, updated_at FROM boards ORDER BY updated_at DESC`,
      )
      .all();
    return rows.map(summaryOf);
  }

  /** The draft of a saved board, checked as any draft from outside is (a forged row changes nothing). */
  get(id: string): { board: SavedBoard; draft: Draft } {
    const row = this.db.prepare(`SELECT *, ${SOURCE} FROM boards WHERE id = ?`).get(id) as
      (Row & { draft: string }) | undefined;
    if (!row) throw new BoardNotFoundError(id);
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.draft);
    } catch {
      throw new BoardDataError(id, 'its board is unreadable');
    }
    // a title saved before titles were held to the names' rule opens cleaned of what the rule refuses
    if (typeof (parsed as { title?: unknown } | null)?.title === 'string') {
      const p = parsed as { title: string };
      p.title = withoutHiddenCharacters(p.title);
    }
    const r = draftSchema.safeParse(parsed);
    if (!r.success)
      throw new BoardDataError(
        id,
        `its board is not one the editor makes (${r.error.issues[0]?.message ?? 'bad shape'})`,
      );
    const draft = r.data as Draft;
    // a draft that cannot be assembled (overlapping modules...) is damaged too
    try {
      fileOfDraft(draft);
    } catch (e) {
      throw new BoardDataError(id, `its board cannot be assembled (${(e as Error).message})`);
    }
    return { board: summaryOf(row), draft };
  }

  /** Saves a draft (a new board when `id` is absent), with its figures and picture. */
  save(
    input: { id?: string; draft: Draft; thumbnail: string | null; hexes: number; ore: number },
    now = Date.now(),
  ): SavedBoard {
    // the title is kept as the editor would set it
    const titled = applyEdit(input.draft, { op: 'title', title: input.draft.title });
    const draft = titled.ok ? titled.draft : input.draft;
    const title = draft.title;
    const json = JSON.stringify(draft);
    const tx = this.db.transaction(() => {
      if (input.id) {
        const r = this.db
          .prepare(
            'UPDATE boards SET title = ?, draft = ?, thumbnail = ?, hexes = ?, ore = ?, updated_at = ? WHERE id = ?',
          )
          .run(title, json, input.thumbnail, input.hexes, input.ore, now, input.id);
        if (r.changes !== 1) throw new BoardNotFoundError(input.id);
        return input.id;
      }
      const count = this.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM boards').get()?.n ?? 0;
      if (count >= MAX_SAVED_BOARDS)
        throw new BoardDataError('new', `the store keeps at most ${MAX_SAVED_BOARDS} boards: delete one first`);
      const id = randomUUID();
      this.db
        .prepare(
          'INSERT INTO boards (id, title, draft, thumbnail, hexes, ore, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(id, title, json, input.thumbnail, input.hexes, input.ore, now, now);
      return id;
    });
    const id = tx.immediate();
    return this.get(id).board;
  }

  delete(id: string): void {
    const r = this.db.prepare('DELETE FROM boards WHERE id = ?').run(id);
    if (r.changes !== 1) throw new BoardNotFoundError(id);
  }
}

/** The draft's source, read in SQL so that the list does not load every draft (a damaged draft gives none). */
const SOURCE = "CASE WHEN json_valid(draft) THEN json_extract(draft, '$.source') END AS source";

/** What boards saved before boards kept their source were called when untitled (the store's own words). */
const OLD_UNTITLED = 'Untitled board';

function summaryOf(r: Row): SavedBoard {
  return {
    id: r.id,
    title: r.title === OLD_UNTITLED ? '' : withoutHiddenCharacters(r.title),
    source: sourceOf(r.source),
    hexes: r.hexes,
    ore: r.ore,
    thumbnail: r.thumbnail,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function sourceOf(json: string | null): BoardSource | null {
  if (json === null) return null;
  try {
    const r = boardSourceSchema.safeParse(JSON.parse(json));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}
