// The dispatch table (src/host/handlers.ts): one route per request of the contract, typed by it. The type
// checks below are compiled by `npm run typecheck` (tsc includes tests/unit): each `@ts-expect-error` says
// that a table missing a request, or holding a handler of the wrong type, does not compile.
import { describe, expect, it } from 'vitest';
import { REQUEST_NAMES } from '../../../src/host/contract.js';
import { HANDLERS, type HandlerTable, type Route } from '../../../src/host/handlers.js';

describe('the dispatch table', () => {
  it('routes every request of the contract, and nothing else', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual([...REQUEST_NAMES].sort());
    for (const name of REQUEST_NAMES) {
      expect(['anyone', 'session', 'seated', 'lesson']).toContain(HANDLERS[name].who);
      expect(typeof HANDLERS[name].run).toBe('function');
    }
  });

  it('does not compile with a request missing or a handler of the wrong type', () => {
    const { 'app.info': _dropped, ...rest } = HANDLERS;
    // @ts-expect-error: 'app.info' has no route
    const missing: HandlerTable = rest;
    // @ts-expect-error: campaign.list answers CampaignSummary[], not AppInfo
    const wrongValue: Route<'campaign.list'> = { who: 'anyone', run: (c) => c.campaigns.info() };
    // @ts-expect-error: campaign.open takes {id}; it has no `name`
    const wrongArgs: Route<'campaign.open'> = { who: 'anyone', run: (c, a) => c.campaigns.open(a.name) };
    // @ts-expect-error: who may call it is one of four
    const wrongWho: Route<'app.info'> = { who: 'everyone', run: (c) => c.campaigns.info() };
    expect([missing, wrongValue, wrongArgs, wrongWho].length).toBe(4);
  });
});
