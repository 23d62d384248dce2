/**
 * Iconian Gateway (Alternate Universe artifact, 103_003): played from hand as an event on a planet
 * location; while it is there either player sends his own personnel and equipment from that planet to
 * any other planet. Set up as constructed positions (player-2 active); docs/RULINGS.md, "Alternate
 * Universe artifacts, Ajur and Boratus".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import type { PositionSpec } from '../../src/index.ts';
import type { Option } from '../../src/core/types.ts';
import { gatewayOptions } from '../../src/rules/iconian-gateway.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn } from './helpers.ts';

const GW = 'Iconian Gateway';
const SPACE = 'Study Stellar Collision';
/** base() with a space mission of player-1's at the end of the spaceline. */
function withSpace(p1: Record<string, unknown>, p2: Record<string, unknown>): PositionSpec {
  const spec = base(p1, p2) as PositionSpec & { spaceline: string[]; 'player-1': { missions: string[] } };
  spec.spaceline.push(SPACE);
  spec['player-1'].missions.push(SPACE);
  return spec;
}
type H = ReturnType<typeof setupTest>;
const journeys = (h: H) => h.options().filter((o) => o.id.startsWith('gateway:')).map((o) => h.s.cards[o.target as string]?.def);

describe('Iconian Gateway', () => {
  it('is an artifact of the card data, implemented, played as an event, with its text in our words', () => {
    expect(facts('iconian-gateway').type).toBe('artifact');
    expect(cardImplementation('103_003')).toEqual({ implemented: true });
    expect(cardText('iconian-gateway')).toContain('any other planet');
  });

  it('played from hand as the turn\'s card play on a planet location (not a space one); then personnel and equipment go through it to another planet', () => {
    const h = setupTest(withSpace({ planets: {} }, { hand: [GW], planets: { Gault: ['Klag', 'Kromm', 'Klingon Disruptor'] } }));
    const gw = h.card(GW, 'player-2');
    const sites = h.options().filter((o) => o.card === gw).map((o) => h.s.cards[o.target as string]?.def);
    expect(sites).toContain('gault');
    expect(sites).not.toContain('study-stellar-collision'); // a space mission
    h.chooseId((h.options().find((o) => o.card === gw && o.target === h.card('Gault')) as { id: string }).id);
    h.passResponses();
    expect(h.where(gw)).toEqual({ z: 'attached', host: h.card('Gault') });
    expect(h.s.turn.cardPlayed).toBe(true);
    expect(journeys(h)).toEqual(['avert-danger', 'distress-mission', 'reported-activity']); // every other planet, no space mission
    h.choose(`gateway:${gw}:${h.card('Distress Mission')}`);
    h.choose('Klag');
    h.choose('Klingon Disruptor');
    h.choose('done');
    h.passResponses();
    expect([h.where(h.card('Klag')), h.where(h.card('Klingon Disruptor'))]).toEqual([{ z: 'planet', loc: h.card('Distress Mission') }, { z: 'planet', loc: h.card('Distress Mission') }]);
    expect(h.where(h.card('Kromm'))).toEqual({ z: 'planet', loc: h.card('Gault') });
    h.finish();
  });

  it("anyone's: the opponent's gateway carries this player's personnel too; negative: stopped personnel, or none on its planet, no journey", () => {
    const h = setupTest(base({ attached: [{ card: GW, on: 'Gault' }], planets: {} }, { planets: { Gault: ['Klag'] } }));
    expect(journeys(h).length).toBeGreaterThan(0);
    h.finish();
    const none = setupTest(base({ attached: [{ card: GW, on: 'Gault' }], planets: {} }, { planets: { 'Distress Mission': ['Klag'] } }));
    expect(journeys(none)).toEqual([]);
    const stopped = setupTest(base({ attached: [{ card: GW, on: 'Gault' }], planets: {} }, { planets: { Gault: ['Klag'] } }));
    (stopped.s.cards[stopped.card('Klag')] as { stopped: boolean }).stopped = true;
    const now: Option[] = [];
    gatewayOptions(stopped.s, 'player-2', now);
    expect(now).toEqual([]);
  });

  it('wrong timing: from hand not on the opponent\'s turn, nor after the turn\'s card play; boundary: the journey is one of his turn\'s moves, after the card play too', () => {
    const h = setupTest(base({ hand: [GW] }, {}));
    expect(whyNotPlayable(h.s, 'player-1', h.card(GW, 'player-1'))).toMatch(/only on your own turn/);
    const played = setupTest(base({ planets: {} }, { hand: [GW, 'Klag'], attached: [{ card: GW, on: 'Gault' }], planets: { Gault: ['Kromm'] }, outposts: [{ card: 'Klingon Outpost', at: 'Avert Danger' }] }));
    played.choose('Report Klag');
    played.passResponses();
    expect(whyNotPlayable(played.s, 'player-2', played.card(GW, 'player-2', 'hand'))).toMatch(/already played/);
    expect(journeys(played).length).toBeGreaterThan(0);
    endTurn(played);
    played.finish();
  });
});
