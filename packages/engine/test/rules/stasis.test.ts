/**
 * rules/stasis.ts: a card in stasis is stopped, through turn ends too; a personnel in it has no skills,
 * is left out of an attempting team and cannot be attacked, nor can a ship in it; a stasis naming a
 * player ends with that player's next turn, one naming nobody when its card cures it; a card gone from
 * play is forgotten. (The rule is driven here directly, as held-stopped.test.ts does; the cards that use
 * it end their specs with the harness's replay check.)
 */
import { describe, expect, it } from 'vitest';
import { moveTo } from '../../src/rules/board.ts';
import { skillsOf } from '../../src/rules/attributes.ts';
import { attemptingTeam } from '../../src/rules/dilemmas.ts';
import { battleOptions } from '../../src/rules/battle.ts';
import { cardsInStasis, inStasis, placeInStasis, releaseStasisBy, restopStasis } from '../../src/rules/stasis.ts';
import { setupTest } from '../harness.ts';
import { position } from '../cards/dilemma-positions.ts';
import { endTurn } from '../cards/helpers.ts';

const setup = () => {
  const h = setupTest(
    position([], {
      team: ['Klag', 'Kromm'],
      p1: { planets: { Gault: ['Parem'] }, ships: [{ card: 'Scout Vessel', at: 'Gault', crew: ['Movar'] }] },
      p2: { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Divok'] }] },
    }),
  );
  const gault = h.card('Gault');
  return { h, gault, klag: h.card('Klag', 'player-2'), kromm: h.card('Kromm', 'player-2'), ship: h.card("I.K.C. K'Vort", 'player-2'), parem: h.card('Parem', 'player-1'), scout: h.card('Scout Vessel', 'player-1') };
};

describe('stasis', () => {
  it('a personnel in stasis is stopped, has no skills and is out of the attempting team; one not in stasis is untouched', () => {
    const { h, gault, klag, kromm, ship } = setup();
    expect(skillsOf(h.s, klag).get('Navigation')).toBe(1);
    placeInStasis(h.s, ship, klag, 'player-2');
    expect(inStasis(h.s, klag)).toBe(true);
    expect(h.s.cards[klag]?.stopped).toBe(true);
    expect(skillsOf(h.s, klag).size).toBe(0);
    expect(attemptingTeam(h.s, 'player-2', gault)).toEqual([kromm]);
    expect(inStasis(h.s, kromm)).toBe(false);
    expect(cardsInStasis(h.s)).toEqual([klag]);
  });

  it('"until the end of your next turn": placed in player-2\'s turn, it outlasts that turn and player-1\'s, and ends with player-2\'s next (boundary)', () => {
    const { h, klag, ship } = setup();
    placeInStasis(h.s, ship, klag, 'player-2');
    endTurn(h); // the turn it began in ends: still in stasis, stopped again
    expect(inStasis(h.s, klag)).toBe(true);
    expect(h.s.cards[klag]?.stopped).toBe(true);
    endTurn(h); // player-1's turn
    expect(inStasis(h.s, klag)).toBe(true);
    expect(h.s.cards[klag]?.stopped).toBe(true);
    endTurn(h); // player-2's next turn ends: free, and unstopped with every card
    expect(inStasis(h.s, klag)).toBe(false);
    expect(h.s.cards[klag]?.stopped).toBe(false);
  });

  it('placed in the opponent\'s turn, it ends with the placing player\'s very next turn', () => {
    const { h, parem, ship } = setup();
    placeInStasis(h.s, ship, parem, 'player-1'); // player-1 placed it during player-2's turn
    endTurn(h);
    expect(inStasis(h.s, parem)).toBe(true);
    endTurn(h); // player-1's turn ends
    expect(inStasis(h.s, parem)).toBe(false);
  });

  it('a stasis naming nobody lasts until its card cures it; a card gone from play is forgotten', () => {
    const { h, klag, kromm, ship } = setup();
    placeInStasis(h.s, ship, klag);
    placeInStasis(h.s, ship, kromm);
    endTurn(h);
    endTurn(h);
    endTurn(h);
    expect(cardsInStasis(h.s)).toEqual([klag, kromm]);
    moveTo(h.s, kromm, { z: 'discard' });
    expect(inStasis(h.s, kromm)).toBe(false);
    restopStasis(h.s);
    expect(cardsInStasis(h.s)).toEqual([klag]);
    releaseStasisBy(h.s, ship, 'a cure');
    expect(inStasis(h.s, klag)).toBe(false);
  });

  it('nobody attacks a personnel or a ship in stasis: the battles against them are not offered', () => {
    const { h, gault, parem, scout, ship } = setup();
    const ids = () => battleOptions(h.s, 'player-2').map((o) => o.id);
    expect(ids()).toContain(`battle:team@${gault}`);
    expect(ids()).toContain(`battle:ship@${scout}`);
    placeInStasis(h.s, ship, parem, 'player-2');
    placeInStasis(h.s, ship, scout, 'player-2');
    expect(ids()).not.toContain(`battle:team@${gault}`);
    expect(ids()).not.toContain(`battle:ship@${scout}`);
  });
});
