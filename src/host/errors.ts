// The host's typed errors, and how any error becomes the ApiError a screen reads (code, params, message).
import { CampaignDataError, NotFoundError, ProfileError, StoreFileError } from '../store/index.js';
import { BoardDataError, BoardNotFoundError } from '../store/boards.js';
import os from 'node:os';
import path from 'node:path';
import type { ApiError } from './contract.js';

export class HostError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function errorOf(e: unknown): ApiError {
  if (e instanceof HostError) return { code: e.code, params: e.params, message: e.message };
  if (e instanceof ProfileError) return { code: e.code, params: e.params, message: e.message };
  if (e instanceof BoardNotFoundError) return { code: 'NOT_FOUND', params: { board: e.id }, message: e.message };
  if (e instanceof BoardDataError)
    return { code: 'BAD_FILE', params: { board: e.id, problem: 'board' }, message: e.message };
  if (e instanceof NotFoundError)
    return { code: 'NOT_FOUND', params: { id: e.campaignId }, message: `no campaign ${e.campaignId}` };
  if (e instanceof StoreFileError)
    return { code: 'BAD_FILE', params: { file: e.file, problem: e.problem }, message: e.message };
  if (e instanceof CampaignDataError)
    return { code: 'BAD_FILE', params: { campaign: e.campaignId, problem: e.problem }, message: e.message };
  const err = e as { code?: string; message?: string };
  // a full disk is said as such (an import, a move: nothing was written)
  if (err?.code === 'SQLITE_FULL')
    return { code: 'STORE_ERROR', params: { sqlite: err.code, why: 'diskFull' }, message: 'the disk is full' };
  if (typeof err?.code === 'string' && err.code.startsWith('SQLITE'))
    return { code: 'STORE_ERROR', params: { sqlite: err.code }, message: err.message ?? 'store error' };
  return {
    code: 'INTERNAL',
    params: { detail: String(err?.message ?? e) },
    message: `internal error: ${String(err?.message ?? e)}`,
  };
}

/**
 * An error as the screen may read it: no local folder in its message or its params (they name the user's folders;
 * the file's own name says which file). `folders` are the host's data folder and the like; the user's home and
 * the temporary folder are always taken out.
 */
export function withoutFolders(error: ApiError, folders: readonly string[]): ApiError {
  const known = [...folders, os.homedir(), os.tmpdir()]
    .filter((f) => f && f !== path.parse(f).root)
    .map((f) => path.resolve(f))
    .sort((a, b) => b.length - a.length);
  const scrub = (text: string): string => {
    let out = text;
    // a path under a known folder becomes its file's name
    for (const f of known)
      out = out
        .split(f + path.sep)
        .join('')
        .split(f)
        .join('');
    return out;
  };
  const clean = (v: unknown): unknown =>
    typeof v === 'string'
      ? scrub(v)
      : Array.isArray(v)
        ? v.map(clean)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clean(x)]))
          : v;
  // a file named in full (a chosen file's path) is named by its name, in the params and the message
  const file = typeof error.params.file === 'string' ? error.params.file : null;
  const named =
    file && path.basename(file) !== file ? error.message.split(file).join(path.basename(file)) : error.message;
  const params = clean(error.params) as Record<string, unknown>;
  if (file) params.file = path.basename(file);
  return { ...error, params, message: scrub(named) };
}
