/**
 * Barclay Transporter Phobia (Alternate Universe interrupt, 103_054): played at the response point
 * before a transport (a beaming order, a journey through an Iconian Gateway), by either player; one of
 * the personnel being moved, picked at random, stays where he is and refuses all transport from then
 * on (Plexing, its cure, is not in the pool). Constructed positions on the equipment spec's spaceline:
 * player-2 (active) with I.K.C. K'Vort at Gault. docs/RULINGS.md, "Issue 25/26: Alien Parasites and
 * Barclay Transporter Phobia".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { CONSTRUCTED_RULES, INTRO_RULES } from '../../src/formats/rules.ts';
import type { PositionSpec } from '../../src/index.ts';
import { refusesTransport } from '../../src/rules/held-transport.ts';
import { view } from '../../src/view/view.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';

const BTP = 'Barclay Transporter Phobia';
const KV = "I.K.C. K'Vort";

function position(crew: string[], p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): Harness {
  return setupTest({ ...base({ planets: {}, hand: [BTP], deckSize: 10, ...p1 }, { ships: [{ card: KV, at: 'Gault', crew }], deckSize: 10, ...p2 }), turn: { active: 'player-2' } } as PositionSpec);
}

const offered = (h: Harness) => h.labels().filter((l) => l.startsWith(`Play ${BTP}`));

/** player-2 beams everyone aboard the K'Vort down to Gault; the point before the move is then player-1's. */
function beamDown(h: Harness): void {
  const ship = h.card(KV, 'player-2');
  h.choose(`beam:${ship}>planet:${h.card('Gault')}`);
  if (h.offers('all')) h.choose('all');
  else h.chooseId((h.options()[0] as { id: string }).id);
}

describe('Barclay Transporter Phobia', () => {
  it('is an interrupt of the card data, implemented, its text in our words saying its cure does nothing', () => {
    expect(facts('barclay-transporter-phobia').type).toBe('interrupt');
    expect(cardImplementation('103_054')).toEqual({ implemented: true });
    expect(cardText('barclay-transporter-phobia')).toContain('Plexing');
    // the point is the constructed format's alone: the intro game asks nothing new
    expect(CONSTRUCTED_RULES.responsePointsBefore).toContain('transporting');
    expect(INTRO_RULES.responsePointsBefore).not.toContain('transporting');
  });

  it('played by the opponent as two personnel beam down: one, picked at random, stays aboard and refuses every transport after', () => {
    const h = position(['Klag', 'Kromm']);
    const ship = h.card(KV, 'player-2');
    const gault = h.card('Gault');
    beamDown(h);
    // before the cards move: they are still aboard, and player-1 is asked
    expect(h.s.pending?.player).toBe('player-1');
    expect(h.where(h.card('Klag', 'player-2'))).toEqual({ z: 'aboard', host: ship });
    expect(offered(h).length).toBe(1);
    h.choose(`Play ${BTP}`);
    h.passResponses();
    const [a, b] = ['Klag', 'Kromm'].map((n) => h.card(n, 'player-2')) as [string, string];
    const stayed = h.where(a).z === 'aboard' ? a : b;
    const went = stayed === a ? b : a;
    expect(h.where(stayed)).toEqual({ z: 'aboard', host: ship });
    expect(h.where(went)).toEqual({ z: 'planet', loc: gault });
    expect(refusesTransport(h.s, stayed)).toBe(true);
    expect(h.where(h.card(BTP, 'player-1')).z).toBe('discard');
    // every beaming after leaves him: nothing is offered from the ship now, and the one below may still come up
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.options().some((o) => o.id === `beam:${ship}>planet:${gault}`)).toBe(false);
    expect(h.options().some((o) => o.id === `beam:planet:${gault}>${ship}`)).toBe(true);
    h.finish();
  });

  it('negative: not offered at the main decision (wrong timing), nor for a transport of equipment alone', () => {
    const h = position(['Klag'], { }, { hand: [BTP] });
    expect(offered(h)).toEqual([]); // player-2's main decision, his own copy
    const h2 = position([], {}, { planets: { Gault: ['Klingon Disruptor', 'Kromm'] } });
    const ship = h2.card(KV, 'player-2');
    h2.choose(`beam:planet:${h2.card('Gault')}>${ship}`);
    h2.choose('Klingon Disruptor');
    h2.choose('done');
    // equipment alone: no point, it moves at once
    expect(h2.where(h2.card('Klingon Disruptor', 'player-2'))).toEqual({ z: 'aboard', host: ship });
    h.finish();
    h2.finish();
  });

  it('boundary: a lone personnel beamed is the one picked: nothing moves; the mover may play it too (either player)', () => {
    const h = position(['Klag'], { hand: [] }, { hand: [BTP] });
    const ship = h.card(KV, 'player-2');
    beamDown(h);
    expect(h.s.pending?.player).toBe('player-2'); // the mover's point comes first
    h.choose(`Play ${BTP}`);
    h.passResponses();
    expect(h.where(h.card('Klag', 'player-2'))).toEqual({ z: 'aboard', host: ship });
    expect(refusesTransport(h.s, h.card('Klag', 'player-2'))).toBe(true);
    h.finish();
  });

  it('between two ships the opponent is not told who refused; the mover is', () => {
    const h = position(['Klag', 'Kromm'], {}, { ships: [{ card: KV, at: 'Gault', crew: ['Klag', 'Kromm'] }, { card: KV, at: 'Gault', crew: [] }] });
    const [one, two] = h.cards(KV, 'player-2') as [string, string];
    h.choose(`beam:${one}>${two}`);
    h.choose('all');
    h.choose(`Play ${BTP}`);
    h.passResponses();
    const for1 = view(h.s, 'player-1').log.filter((e) => e.type.startsWith('refusesTransport')).map((e) => e.text);
    const for2 = view(h.s, 'player-2').log.filter((e) => e.type.startsWith('refusesTransport')).map((e) => e.text);
    expect(for1.length).toBe(1);
    expect(for1[0]).not.toMatch(/Klag|Kromm/);
    expect(for2.some((t) => /Klag|Kromm/.test(t))).toBe(true);
    h.finish();
  });

  it('a journey through an Iconian Gateway is a transport too: the one picked stays on the gateway\'s planet', () => {
    const h = setupTest({ ...base({ planets: {}, hand: [BTP], deckSize: 10 }, { hand: ['Iconian Gateway'], planets: { Gault: ['Klag'] }, deckSize: 10 }), turn: { active: 'player-2' } } as PositionSpec);
    const gw = h.card('Iconian Gateway', 'player-2');
    const gault = h.card('Gault');
    h.chooseId((h.options().find((o) => o.card === gw && o.target === gault) as { id: string }).id);
    h.passResponses();
    h.choose(`gateway:${gw}:${h.card('Distress Mission')}`);
    h.choose('Klag');
    expect(h.s.pending?.player).toBe('player-1');
    h.choose(`Play ${BTP}`);
    h.passResponses();
    expect(h.where(h.card('Klag', 'player-2'))).toEqual({ z: 'planet', loc: gault });
    expect(h.options().some((o) => o.id.startsWith('gateway:'))).toBe(false); // he refuses it from now on
    h.finish();
  });
});
