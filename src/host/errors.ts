// The host's typed errors, and how any error becomes the ApiError a screen reads (code, params, message).
import { CampaignDataError, NotFoundError, ProfileError, StoreFileError } from '../store/index.js';
import { BoardDataError, BoardNotFoundError } from '../store/boards.js';
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
  if (typeof err?.code === 'string' && err.code.startsWith('SQLITE'))
    return { code: 'STORE_ERROR', params: { sqlite: err.code }, message: err.message ?? 'store error' };
  return {
    code: 'INTERNAL',
    params: { detail: String(err?.message ?? e) },
    message: `internal error: ${String(err?.message ?? e)}`,
  };
}
