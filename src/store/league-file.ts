// The league file (`.fmhl`): every profile and the whole history as one checksummed file, and reading one into
// this store (profiles matched by name, results already here left as they are; a bad file changes nothing).
import type { GameOptions } from '../engine/types.js';
import { isDiskFull } from './campaign.js';
import { StoreFileError, type StoreProblem } from './db.js';
import { gameKey, nameKey, type HistoryRow } from './league.js';
import { fromStoredJson, type CampaignIdentityDbRow } from './rows.js';
import { CAMPAIGN_NAME_MAX, LEAGUE_FORMAT, LEAGUE_MAX_BYTES, LEAGUE_VERSION, leagueFileSchema } from './schema.js';
import type { CampaignStore } from './store.js';
import { readExportedFile } from './exported-file.js';
import { canonicalJson, sha256 } from './util.js';

/** Every profile and the whole history, as one checksummed file. */
export function exportLeague(store: CampaignStore): { fileName: string; content: string } {
  const profiles = store.league.profiles().map(({ id: _id, createdAt: _c, ...f }) => f);
  const names = new Map(store.league.profiles().map((p) => [p.id, p.name]));
  const history = store.league.history().map((h) => ({
    game: h.game,
    campaignName: h.campaignName.slice(0, CAMPAIGN_NAME_MAX).trim() || 'Campaign',
    player: h.player,
    profile: h.profileId ? (names.get(h.profileId) ?? null) : null,
    name: h.name,
    computer: h.computer,
    finishedAt: h.finishedAt,
    players: h.players,
    rank: h.rank,
    won: h.won,
    score: h.score,
    astronefs: h.astronefs,
    ore: h.ore,
    piecesLost: h.piecesLost,
    piecesDestroyed: h.piecesDestroyed,
    astronefTakenTurn: h.astronefTakenTurn,
    variant: h.variant,
    board: h.board,
    ...(h.handicap ? { handicap: h.handicap } : {}),
  }));
  const body = { profiles, history };
  const file = {
    format: LEAGUE_FORMAT,
    version: LEAGUE_VERSION,
    exportedAt: new Date().toISOString(),
    checksum: sha256(canonicalJson(body)),
    ...body,
  };
  return {
    fileName: `league-${new Date().toISOString().slice(0, 10)}.fmhl`,
    content: JSON.stringify(file, null, 1) + '\n',
  };
}

/**
 * Reads a league file into this store in one transaction: profiles are matched by name (a new name
 * becomes a new profile; an existing profile keeps its own colour, mark and language), results already
 * here (the same game and seat) are left as they are. A bad file changes nothing. Throws StoreFileError.
 */
export function importLeague(
  store: CampaignStore,
  content: string,
  fileName = 'the file',
): { profiles: number; games: number } {
  const bad = (problem: StoreProblem, detail: string) => new StoreFileError(fileName, problem, detail);
  const data = readExportedFile(
    content,
    {
      noun: 'league',
      maxBytes: LEAGUE_MAX_BYTES,
      format: LEAGUE_FORMAT,
      version: LEAGUE_VERSION,
      formatName: 'league format',
    },
    bad,
  );
  if (sha256(canonicalJson({ profiles: data.profiles, history: data.history })) !== data.checksum)
    throw bad('corrupt', 'is damaged: its checksum does not match its content');
  const parsed = leagueFileSchema.safeParse(data);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    throw bad(
      'corrupt',
      `is not a league this application could have written (${i.path.map(String).join('.') || 'file'}: ${i.message})`,
    );
  }
  const file = parsed.data;
  // games of this store, by their identity: an imported result of one of them opens its replay
  const here = new Map<string, string>();
  for (const c of store.db
    .prepare<[], CampaignIdentityDbRow>('SELECT id, created_at, options, head FROM campaigns WHERE over = 1')
    .all()) {
    try {
      here.set(gameKey(fromStoredJson<GameOptions>(c.options).seed, c.created_at, c.head), c.id);
    } catch {
      /* a damaged campaign opens nothing */
    }
  }
  const tx = store.db.transaction(() => {
    let made = 0;
    const ids = new Map<string, string>();
    for (const p of file.profiles) {
      let prof = store.league.byName(p.name);
      if (!prof) {
        prof = store.league.createProfile(p);
        made++;
      }
      ids.set(nameKey(p.name), prof.id);
    }
    const before = store.league.history().length;
    const rows: HistoryRow[] = file.history.map((h) => {
      const profileId = h.profile === null ? null : (ids.get(nameKey(h.profile)) ?? null);
      const { profile: _p, ...rest } = h;
      return {
        ...rest,
        campaignId: here.get(h.game) ?? '',
        profileId,
        name: profileId ? store.league.profile(profileId).name : h.name,
        variant: h.variant as Record<string, unknown>,
      };
    });
    // the rows' profiles are resolved already: record them as they are (a row without one stays without)
    store.league.recordResolved(rows);
    return {
      profiles: made,
      games: new Set(file.history.map((h) => h.game)).size,
      added: store.league.history().length - before,
    };
  });
  let r: ReturnType<typeof tx>;
  try {
    r = tx();
  } catch (e) {
    if (isDiskFull(e)) throw e;
    throw e instanceof StoreFileError
      ? e
      : new StoreFileError(
          fileName,
          'unreadable',
          `could not be imported (${(e as Error).message}); nothing was written`,
        );
  }
  store.checkpoint('TRUNCATE');
  return { profiles: r.profiles, games: r.games };
}
