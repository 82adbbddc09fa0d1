// The shell's file dialogs (issue 26, point 13): each import and export asks for its own kind of file, and the
// dialog offers that kind (the league's import offers league files, .fmhl; before, every dialog offered campaigns).
import { afterEach, describe, expect, it } from 'vitest';
import type { Host } from '../../../src/host/host.js';
import { dialogFilters, type FileKind } from '../../../src/host/files.js';
import { must, newHost, TWO } from './helpers.js';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

describe('the file dialogs', () => {
  it('each import and export asks the shell for its own kind of file', async () => {
    const asked: string[] = [];
    const files: Record<FileKind, string> = { campaign: '', league: '', board: '', scenario: '' };
    const { host } = newHost({
      shell: {
        async saveFile(name, content, kind) {
          asked.push(`save ${kind}`);
          files[kind] = content;
          return `/nowhere/${name}`;
        },
        async openFile(kind) {
          asked.push(`open ${kind}`);
          return { path: `/nowhere/x.${kind}`, content: files[kind] };
        },
      },
    });
    hosts.push(host);
    must(await host.call('campaign.new', TWO));
    const id = must(await host.call('game.view'))!.campaignId;
    must(await host.call('campaign.export', { id, toFile: true }));
    must(await host.call('campaign.import', { fromFile: true }));
    must(await host.call('league.export', { toFile: true }));
    must(await host.call('league.import', { fromFile: true }));
    const draft = must(await host.call('boards.draft', { from: { kind: 'original' }, players: 2 }));
    must(await host.call('boards.export', { draft: draft.draft, toFile: true }));
    must(await host.call('boards.import', { fromFile: true, players: 2 }));
    expect(asked).toEqual(['save campaign', 'open campaign', 'save league', 'open league', 'save board', 'open board']);
  });

  it('the league dialog offers league files; a save offers the file its own extension', () => {
    expect(dialogFilters('league', false)[0]!.extensions).toContain('fmhl');
    expect(dialogFilters('league', false)[0]!.extensions).not.toContain('fmh');
    expect(dialogFilters('campaign', false)[0]!.extensions).toEqual(['fmh', 'json']);
    expect(dialogFilters('campaign', true)[0]!.extensions).toEqual(['fmh']);
    expect(dialogFilters('league', true)[0]!.extensions).toEqual(['fmhl']);
  });
});
