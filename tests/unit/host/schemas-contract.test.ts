// Each request's zod schema gives its handler the contract's argument type (src/host/schemas.ts,
// SchemasMatchContract). The type checks are compiled by `npm run typecheck` (tsc includes tests/unit): each
// `@ts-expect-error` says that a schema drifting from the contract stops the build.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestSchemas, validate, type SchemasMatchContract } from '../../../src/host/schemas.js';

describe('the schemas and the contract', () => {
  it('agree for every request today', () => {
    const agree: SchemasMatchContract<typeof requestSchemas> = true;
    expect(agree).toBe(true);
  });

  it('do not compile when a schema gives another shape than the contract', () => {
    const _seatByNumber = { ...requestSchemas, 'game.seat': z.object({ player: z.number() }).strict() };
    // @ts-expect-error: game.seat takes a player id, not a number
    const a: SchemasMatchContract<typeof _seatByNumber> = true;
    const _modalWithoutId = { ...requestSchemas, 'ui.modal': z.object({ open: z.boolean() }).strict() };
    // @ts-expect-error: the contract's ui.modal may name its dialog
    const b: SchemasMatchContract<typeof _modalWithoutId> = true;
    expect([a, b]).toHaveLength(2);
  });

  it('still refuse on the wire what the contract allows but the host never takes', () => {
    // the contract's Action allows an end of turn on timeout; only the host's clock may end a turn so
    const r = validate('game.act', { action: { type: 'endTurn', timeout: true } });
    expect(r.ok).toBe(false);
    expect(validate('game.act', { action: { type: 'endTurn', timeout: false } }).ok).toBe(true);
    // a take-back is a logged row, never an action a screen plays
    expect(validate('game.act', { action: { type: 'takeBack', seq: 0 } }).ok).toBe(false);
    // a request without arguments takes nothing, null or {} and gives its handler nothing
    for (const args of [undefined, null, {}])
      expect(validate('game.view', args)).toEqual({ ok: true, method: 'game.view', value: undefined });
    expect(validate('game.view', { x: 1 }).ok).toBe(false);
  });
});
