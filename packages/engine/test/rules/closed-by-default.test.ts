/**
 * Closed by default (issue 23, item 7): every zone, every kind of flow frame and every kind of
 * lasting effect declares what each viewer may see, and what declares nothing is hidden. The
 * declarations themselves are held by the hidden-information specs (what each seat sees of hands,
 * decks, dilemmas, crews, picks); here: that each zone's rule is the one the rules give, and that
 * an undeclared zone, frame or effect shows nothing.
 */
import { describe, expect, it } from 'vitest';
import { apply, newGame, view } from '../../src/index.ts';
import type { CardState, Frame, GameState, LastingEffect, Option, Place } from '../../src/index.ts';
import { placeHidden } from '../../src/rules/board.ts';
import { redactFrame } from '../../src/view/view.ts';

/** A state past setup, with cards in most zones. */
function midGame(): GameState {
  const s = newGame({ seed: 21 });
  let x = 5;
  for (let i = 0; i < 200 && !s.result && s.pending; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    const p = s.pending;
    apply(s, { decision: p.id, option: (p.options[x % p.options.length] as Option).id });
  }
  return s;
}

describe('closed by default', () => {
  const s = midGame();
  const fedCard = Object.values(s.cards).find((c) => c.owner === 'federation') as CardState;
  const fedShip = Object.values(s.cards).find((c) => c.owner === 'federation' && c.at.z === 'inSpace');
  const hidden = (at: Place, v: number, c: CardState = fedCard) => placeHidden(s, c, at, v);
  // viewers by handle index: 0 the Federation seat (the card's owner), 1 the Klingon seat, 2 spectators

  it('each zone hides its cards from the viewers the rules say', () => {
    const loc = s.spaceline[0] as string;
    // nobody sees a draw deck or the missions still to place
    for (const z of [{ z: 'deck' }, { z: 'missionPile' }] as Place[]) expect([0, 1, 2].map((v) => hidden(z, v))).toEqual([true, true, true]);
    // the owner alone sees a hand and the cards still to seed
    for (const z of [{ z: 'hand' }, { z: 'seedPile' }] as Place[]) expect([0, 1, 2].map((v) => hidden(z, v))).toEqual([false, true, true]);
    // a face-down dilemma: its owner; face up (encountered): everyone
    expect([0, 1, 2].map((v) => hidden({ z: 'underMission', loc }, v))).toEqual([false, true, true]);
    expect([0, 1, 2].map((v) => hidden({ z: 'underMission', loc }, v, { ...fedCard, revealed: true }))).toEqual([false, false, false]);
    // aboard: the host's owner
    expect(fedShip).toBeDefined();
    expect([0, 1, 2].map((v) => hidden({ z: 'aboard', host: (fedShip as CardState).id }, v))).toEqual([false, true, true]);
    // aboard a card that is no more: nobody
    expect([0, 1, 2].map((v) => hidden({ z: 'aboard', host: 'federation:gone#1' }, v))).toEqual([true, true, true]);
    // the public zones
    const open: Place[] = [{ z: 'discard' }, { z: 'outOfPlay' }, { z: 'bonus', player: 'federation' }, { z: 'spaceline' }, { z: 'outpost', loc }, { z: 'inSpace', loc }, { z: 'planet', loc }, { z: 'table' }, { z: 'attached', host: loc }, { z: 'resolving' }];
    for (const z of open) expect([0, 1, 2].map((v) => hidden(z, v))).toEqual([false, false, false]);
  });

  it('a zone no rule declares hides its cards from everyone', () => {
    const unknown = { z: 'vault' } as unknown as Place;
    expect([0, 1, 2].map((v) => hidden(unknown, v))).toEqual([true, true, true]);
    // an inherited name is no declaration either
    expect(hidden({ z: 'constructor' } as unknown as Place, 0)).toBe(true);
  });

  it('a frame of a kind that declares nothing shows its kind alone; a declared one shows what it declares', () => {
    const secret: Frame = { kind: 'someNewStep', player: 'klingon', cards: ['klingon:korris#1'] };
    expect(redactFrame(secret, 'federation')).toEqual({ kind: 'someNewStep' });
    expect(redactFrame(secret, 'klingon')).toEqual({ kind: 'someNewStep' });
    // a transfer's picks: the picking player sees them, the other seat counts them
    const transfer: Frame = { kind: 'transfer', player: 'klingon', from: 'klingon:klingon-outpost#1', to: 'klingon:i-k-c-k-vort#1', picked: ['klingon:korris#1'] };
    expect(redactFrame(transfer, 'klingon')).toEqual(transfer);
    expect(redactFrame(transfer, 'federation')).toEqual({ ...transfer, picked: ['?'] });
    expect(redactFrame(transfer, 'spectator')).toEqual({ ...transfer, picked: ['?'] });
    // a copy: changing what was shown changes nothing in the game
    const shown = redactFrame(transfer, 'klingon') as unknown as { picked: string[] };
    shown.picked.push('x');
    expect(transfer.picked).toEqual(['klingon:korris#1']);
  });

  it('a lasting effect of a kind that declares nothing is known to no viewer; a scan only to the player who scanned', () => {
    const t = midGame();
    const ship = Object.values(t.cards).find((c) => c.at.z === 'inSpace')?.id ?? 'federation:runabout#1';
    const scan = Object.keys(t.cards).find((id) => t.cards[id]?.def === 'long-range-scan') as string;
    t.effects.push({ kind: 'modifier', mod: 'crewKnown', by: 'long-range-scan', source: scan, card: ship, viewer: 'federation', turn: t.turn.number, until: 'endOfTurn' });
    t.effects.push({ kind: 'mystery', card: ship } as unknown as LastingEffect);
    expect(view(t, 'federation').effects.map((e) => e.kind)).toContain('modifier');
    expect(view(t, 'klingon').effects.map((e) => e.kind)).not.toContain('modifier');
    expect(view(t, 'spectator').effects.map((e) => e.kind)).not.toContain('modifier');
    for (const v of ['federation', 'klingon', 'spectator'] as const) expect(view(t, v).effects.map((e) => e.kind)).not.toContain('mystery');
  });
  it('an effect names its source card only while the viewer can see that card, and an effect on a card hidden from a viewer is not shown to it', () => {
    const t = midGame();
    const ship = Object.values(t.cards).find((c) => c.at.z === 'inSpace') as CardState;
    const loos = Object.values(t.cards).find((c) => c.owner === 'federation' && c.def === 'loss-of-orbital-stability') as CardState;
    expect(ship).toBeDefined();
    expect(loos).toBeDefined();
    t.effects.push({ kind: 'modifier', mod: 'cannotMove', by: loos.def, source: loos.id, card: ship.id, turn: t.turn.number, until: 'endOfTurn' });
    // played: in the discard pile, everyone sees it, and the effect names it
    loos.at = { z: 'discard' };
    for (const v of ['federation', 'klingon', 'spectator'] as const) expect(view(t, v).effects).toContainEqual(expect.objectContaining({ mod: 'cannotMove', by: loos.def, source: loos.id, card: ship.id }));
    // taken back into its owner's hand: the effect goes on, but only its owner is told which card made it
    loos.at = { z: 'hand' };
    expect(view(t, 'federation').effects).toContainEqual(expect.objectContaining({ source: loos.id }));
    for (const v of ['klingon', 'spectator'] as const) {
      const e = view(t, v).effects.find((x) => x.kind === 'modifier' && x.card === ship.id);
      expect(e?.by).toBe('loss-of-orbital-stability');
      expect(e && 'source' in e).toBe(false);
    }
    // an effect on a card in a hand is shown to that hand's owner alone
    const inHand = Object.values(t.cards).find((c) => c.owner === 'klingon' && c.at.z === 'hand') as CardState;
    t.effects.push({ kind: 'mark', by: loos.def, source: loos.id, card: inHand.id, turn: t.turn.number });
    expect(view(t, 'klingon').effects.filter((e) => e.card === inHand.id)).toHaveLength(1);
    for (const v of ['federation', 'spectator'] as const) expect(view(t, v).effects.filter((e) => e.card === inHand.id)).toEqual([]);
  });
});
