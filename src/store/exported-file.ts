// The first checks of a file the application exported (a campaign, a league): its size, its nesting, its JSON,
// its format and its version. One reader for both, so both kinds of file are refused for the same reasons, in
// the same words but for the kind's name.
import { StoreFileError, type StoreProblem } from './db.js';
import { FILE_MAX_DEPTH, jsonDepth } from './util.js';

export interface FileKind {
  /** 'campaign' or 'league', as the messages name it. */
  noun: string;
  maxBytes: number;
  format: string;
  version: number;
  /** How the version message names the format: 'file format 3', 'league format 1'. */
  formatName: string;
}

/** The file's JSON object, once its size, nesting, syntax, format and version are those of a file of this kind. */
export function readExportedFile(
  content: string,
  kind: FileKind,
  bad: (problem: StoreProblem, detail: string) => StoreFileError,
): Record<string, unknown> {
  if (Buffer.byteLength(content, 'utf8') > kind.maxBytes)
    throw bad('too-large', `is too large to be a ${kind.noun} file (over ${kind.maxBytes / 1024 / 1024} MB)`);
  if (jsonDepth(content) > FILE_MAX_DEPTH)
    throw bad('foreign', `is not a ${kind.noun} file this application could have written (nested too deep)`);
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(content) as Record<string, unknown>;
  } catch {
    const looksOurs = content.includes(kind.format);
    throw bad(
      looksOurs ? 'truncated' : 'foreign',
      looksOurs
        ? 'is truncated or damaged (its text is cut or garbled)'
        : `is not a Full Metal Hot-Seat ${kind.noun} file`,
    );
  }
  if (!data || typeof data !== 'object' || Array.isArray(data) || data.format !== kind.format)
    throw bad('foreign', `is not a Full Metal Hot-Seat ${kind.noun} file`);
  if (typeof data.version === 'number' && Number.isInteger(data.version) && data.version > kind.version)
    throw bad(
      'too-new',
      `was exported by a newer version of Full Metal Hot-Seat (${kind.formatName} ${String(data.version)}; this version reads format ${kind.version})`,
    );
  return data;
}
