// Boards: the new-game screen's previews, the boards a campaign is made on, and the map editor's drafts,
// edits and saved boards, board files imported and exported. Drafts are edited in src/planets/editor.ts;
// the screen only shows them.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  decodeMapCode,
  generate,
  parseSpec,
  readBoardFile,
  sourceOf,
  type BoardSource,
  type BoardSpec,
  type Generated,
} from '../planets/index.js';
import {
  applyEdit,
  checkDraft,
  draftOfSpec,
  fileOfDraft,
  gridOfFile,
  MAX_COLS,
  MAX_ROWS,
  MAX_TITLE,
  moduleCentres,
  titleProblem,
  type Draft,
} from '../planets/editor.js';
import { withoutHiddenCharacters } from '../shared/names.js';
import { FILE_MAX_DEPTH, jsonDepth, safeFileName } from '../store/index.js';
import { boardThumbnail } from '../store/thumbnail.js';
import type {
  ArgsOf,
  BoardChoice,
  BoardPreview,
  EditorView,
  ExportResult,
  HostErrorParams,
  SavedBoard,
} from './contract.js';
import type { HostContext } from './context.js';
import { HostError } from './errors.js';
import { importedFile, offerFile } from './files.js';
import { BOARD_FILE_MAX_BYTES } from './schemas.js';

/** What names a board on the screen: its maker's title, or what it was generated as (in the screen's words). */
interface BoardNaming {
  title: string;
  source: BoardSource | null;
}

export class Boards {
  constructor(private readonly h: HostContext) {}

  /**
   * A board from the new-game screen's choice, checked for this many players (generated kinds redrawn until they
   * pass), and what names it.
   */
  make(choice: BoardChoice, players: number): Generated & BoardNaming {
    if ('saved' in choice) {
      const { draft } = this.h.store.boards.get(choice.saved);
      const { file, check } = checkDraft(draft, players);
      return { file, check, attempts: 1, ...namingOf(draft) };
    }
    const spec = specOf(choice, players);
    return { ...generate(spec), title: '', source: sourceOf(spec) };
  }

  preview(choice: BoardChoice, players: number): BoardPreview {
    return previewOf(this.make(choice, players));
  }

  draft(a: ArgsOf<'boards.draft'>): EditorView {
    const draft =
      'saved' in a.from ? this.h.store.boards.get(a.from.saved).draft : draftOfSpec(specOf(a.from, a.players));
    return editorView(draft, a.players);
  }

  edit(a: ArgsOf<'boards.edit'>): EditorView {
    const r = applyEdit(a.draft, a.edit);
    if (!r.ok) throw new HostError('EDIT_REFUSED', r.refusal.message, { why: r.refusal.code });
    return editorView(r.draft, a.players);
  }

  saved(): SavedBoard[] {
    return this.h.store.boards.list();
  }

  save(a: ArgsOf<'boards.save'>): SavedBoard {
    const { file, check } = checkDraft(a.draft, 2);
    return this.h.store.boards.save({
      ...(a.id ? { id: a.id } : {}),
      draft: a.draft,
      thumbnail: boardThumbnail(file.terrain, file.ore),
      hexes: check.hexes,
      ore: check.ore,
    });
  }

  delete({ id }: ArgsOf<'boards.delete'>): { deleted: string } {
    this.h.store.boards.delete(id);
    return { deleted: id };
  }

  async import(a: ArgsOf<'boards.import'>): Promise<EditorView> {
    const picked = await importedFile(this.h.opts.shell, 'board', a, 'the board file');
    const content = picked.content;
    const fileName = path.basename(picked.fileName);
    if (content.length > BOARD_FILE_MAX_BYTES)
      throw new HostError('BAD_FILE', `${fileName} is too large to be a board file`, {
        file: fileName,
        problem: 'too-large',
      });
    // nested deeper than any board file (a stack overflow in a recursive reader otherwise)
    if (jsonDepth(content) > FILE_MAX_DEPTH)
      throw new HostError('BAD_FILE', `${fileName} is not a board file (nested too deep)`, {
        file: fileName,
        problem: 'board',
      });
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      throw new HostError('BAD_FILE', `${fileName} is not a board file (not JSON)`, {
        file: fileName,
        problem: 'unreadable',
      });
    }
    const loaded = readBoardFile(json);
    if (typeof loaded === 'string')
      throw new HostError('BAD_FILE', `${fileName} is not a board file the editor can open: ${loaded}`, {
        file: fileName,
        problem: 'board',
      });
    if (loaded.board.cols > MAX_COLS || loaded.board.rows > MAX_ROWS)
      throw new HostError(
        'BAD_FILE',
        `${fileName}: its board is ${loaded.board.cols} × ${loaded.board.rows} hexes; the editor takes up to ${MAX_COLS} × ${MAX_ROWS}`,
        { file: fileName, problem: 'board' },
      );
    // the file's title is held to a saved board's bounds (src/planets/editor.ts titleProblem); a file without
    // one is named after the file, cleaned to fit
    const given = (json as { title?: unknown }).title;
    const problem = typeof given === 'string' ? titleProblem(given) : null;
    if (problem)
      throw new HostError('BAD_FILE', `${fileName} is not a board file the editor can open: ${problem.message}`, {
        file: fileName,
        problem: 'title',
      });
    const title =
      typeof given === 'string'
        ? given.trim()
        : withoutHiddenCharacters(fileName.replace(/\.json$/i, ''))
            .trim()
            .slice(0, MAX_TITLE);
    const ore = loaded.ore.map((i) => loaded.board.hex(i) as [number, number]);
    return editorView(gridOfFile({ title, terrain: loaded.file.terrain, ore }), a.players);
  }

  async export(a: ArgsOf<'boards.export'>): Promise<ExportResult> {
    const file = fileOfDraft(a.draft);
    const content = JSON.stringify({ ...file, name: file.title || 'board' }, null, 1) + '\n';
    const fileName = `${safeFileName(file.title || 'board', 'board')}.json`;
    const savedTo = await offerFile(this.h.opts.shell, 'board', fileName, content, a.toFile);
    return { fileName, content, savedTo };
  }
}

/** The generator's spec of a board choice (a random seed for a drawn board that names none). */
function specOf(choice: Exclude<BoardChoice, { saved: string }>, players: number): BoardSpec {
  let spec: unknown;
  if ('code' in choice) {
    const decoded = decodeMapCode(choice.code);
    if ('error' in decoded) {
      const params: HostErrorParams['BAD_MAP_CODE'] = { code: choice.code, ...decoded.problem };
      throw new HostError('BAD_MAP_CODE', decoded.error, params);
    }
    spec = { ...decoded, players };
  } else {
    const drawn = choice.kind === 'modular' || choice.kind === 'planet';
    spec = {
      ...choice,
      players,
      ...(drawn && choice.seed === undefined ? { seed: randomBytes(4).readUInt32BE(0) } : {}),
    };
  }
  const parsed = parseSpec(spec);
  if (typeof parsed === 'string') throw new HostError('BAD_INPUT', parsed, {});
  return parsed;
}

function editorView(draft: Draft, players: number): EditorView {
  const { file, check } = checkDraft(draft, players);
  return {
    draft,
    terrain: file.terrain,
    ore: file.ore,
    modules: moduleCentres(draft),
    preview: previewOf({ file, check, attempts: 1, ...namingOf(draft) }),
  };
}

function namingOf(draft: Draft): BoardNaming {
  return { title: draft.title, source: draft.source ?? null };
}

/** What the new-game screen and the map editor show of a board: its figures, picture and check. */
function previewOf(g: Generated & BoardNaming): BoardPreview {
  return {
    code: g.file.code ?? null,
    title: g.title,
    source: g.source,
    hexes: g.check.hexes,
    ore: g.check.ore,
    thumbnail: boardThumbnail(g.file.terrain, g.file.ore),
    check: {
      ok: g.check.ok,
      problems: g.check.problems,
      failures: g.check.failures,
      land: g.check.land.normal,
      sea: g.check.sea.low,
      spots: g.check.landing.spots.map((s) => ({
        at: s.at,
        ore: s.ore,
        land: s.land,
        coast: s.coast,
        nearest: s.nearest,
      })),
    },
    attempts: g.attempts,
  };
}
