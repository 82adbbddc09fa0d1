// Issue 28, point 9: a seat's handicap on the new-game screen. Two profiles whose league results (a league
// file of three games, imported through the host) say Ann scores ten points a game more than Bob: the
// screen's suggestion gives Ann 4 action points fewer a turn; Bob is given 30 seconds more by hand. The
// game starts with both, the host keeps them, and the header shows each seat's handicap.
import { expect } from '@playwright/test';
import { canonicalJson, sha256 } from '../../src/store/index';
import { LEAGUE_FORMAT, LEAGUE_VERSION } from '../../src/store/schema';
import { passTideCard, SHOTS, shotsAtBothSizes, test, withWeb, openNewGame } from './helpers';

/** A league file: Ann and Bob, three games between them, Ann 60 points a game, Bob 50. */
function leagueFile(): string {
  const profile = (name: string, colour: string) => ({ name, colour, mark: null, newcomer: false, language: null });
  const profiles = [profile('Ann', 'red'), profile('Bob', 'blue')];
  const history = [0, 1, 2].flatMap((g) =>
    (
      [
        ['red', 'Ann', 60 + g],
        ['blue', 'Bob', 50 + g],
      ] as const
    ).map(([player, name, score], i) => ({
      game: sha256(`handicap e2e ${g}`).slice(0, 32),
      campaignName: `Night ${g + 1}`,
      player,
      profile: name,
      name,
      computer: null,
      finishedAt: 1_700_000_000_000 + g * 86_400_000,
      players: 2,
      rank: i + 1,
      won: i === 0,
      score,
      astronefs: 1,
      ore: 10,
      piecesLost: 0,
      piecesDestroyed: 0,
      astronefTakenTurn: null,
      variant: {},
      board: 'original',
    })),
  );
  const body = { profiles, history };
  return JSON.stringify({
    format: LEAGUE_FORMAT,
    version: LEAGUE_VERSION,
    exportedAt: new Date().toISOString(),
    checksum: sha256(canonicalJson(body)),
    ...body,
  });
}

test('the new-game screen suggests a handicap from the league; the game and its header keep each seat’s', async ({
  page,
}) => {
  await withWeb(async (web, host) => {
    await host.value('league.import', { content: leagueFile() });
    await openNewGame(page, web.url);
    // without two known players there is nothing to suggest from
    await page.getByTestId('suggest-handicap').click();
    await expect(page.getByTestId('handicap-suggestion')).toHaveText(
      'A suggestion needs exactly two seats, each a profile or a computer player.',
    );
    await page.getByTestId('player-profile-0').selectOption({ label: 'Ann' });
    await page.getByTestId('player-profile-1').selectOption({ label: 'Bob' });
    await page.getByTestId('suggest-handicap').click();
    await expect(page.getByTestId('handicap-suggestion')).toHaveText(
      'Ann: 61.0 points a game (3 games); Bob: 51.0 (3 games). Ann plays with −4 AP a turn.',
    );
    await expect(page.getByTestId('player-handicap-ap-0')).toHaveValue('-4');
    await expect(page.getByTestId('player-handicap-ap-1')).toHaveValue('0');
    await page.getByTestId('player-handicap-seconds-1').selectOption({ label: '+30 s' });
    await shotsAtBothSizes(page, SHOTS, 'handicap-new-game', { host });
    // the suggestion follows the language: a comma in the figures, French spacing
    await host.value('settings.set', { language: 'fr' });
    await page.evaluate(() => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang('fr'));
    await expect(page.getByTestId('handicap-suggestion')).toHaveText(
      'Ann\u00a0: 61,0 points par partie (3 parties)\u202f; Bob\u00a0: 51,0 (3 parties). Ann joue avec −4 PA par tour.',
    );
    await host.value('settings.set', { language: 'en' });
    await page.evaluate(() => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang('en'));
    await page.getByTestId('seed').fill('31');
    await page.getByTestId('start').click();
    await expect(page.getByTestId('handoff')).toBeVisible();
    const s = await host.session();
    expect(s.players.map((p) => [p.name, p.handicap ?? null, p.turnMs])).toEqual([
      ['Ann', { ap: -4, seconds: 0 }, 180_000],
      ['Bob', { ap: 0, seconds: 30 }, 210_000],
    ]);
    await page.getByTestId('seat').click();
    await passTideCard(page);
    await expect(page.getByTestId('board')).toBeVisible();
    const ann = s.players.find((p) => p.name === 'Ann')!.id;
    const bob = s.players.find((p) => p.name === 'Bob')!.id;
    await expect(page.getByTestId(`handicap-${ann}`)).toHaveText('−4 AP');
    await expect(page.getByTestId(`handicap-${ann}`)).toHaveAttribute(
      'title',
      'Ann: −4 action points a turn, 0 seconds a turn (handicap or advantage)',
    );
    await expect(page.getByTestId(`handicap-${bob}`)).toHaveText('+30 s');
    await shotsAtBothSizes(page, SHOTS, 'handicap-header', { host });
  });
});
