/**
 * Quantum Singularity Lifeforms (Alternate Universe dilemma, space, 103_024). Met with a Romulan ship at
 * the location, either player's, every ship there and every personnel aboard a ship or outpost there is
 * placed in stasis (rules/stasis.ts) until the card is cured, and the crew that met it is stopped; the
 * card lies on the location meanwhile. Without a Romulan ship there it does nothing and is discarded.
 * Cured, and discarded, when an ENGINEER not in stasis arrives there (a ship coming with one aboard, one
 * beamed aboard a ship or outpost there, one reporting to an outpost there), or when a player whose cards
 * it holds plays Emergency Transporter Armbands to free them (cards/emergency-transporter-armbands.ts).
 * Timepod Ring is not in these sets: that cure never arises. Rulings: docs/RULINGS.md, "Stasis and the
 * Away Team battle interrupts".
 */
import { declareCard } from './registry.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { aboard, card, def, inPlayDefs, locationOf, moveTo, name, outpostsAt, shipsAt, typeOf } from '../rules/board.ts';
import { skillsOf } from '../rules/attributes.ts';
import { heldInStasisBy, inStasis, placeInStasis, releaseStasisBy } from '../rules/stasis.ts';

const DEF = 'quantum-singularity-lifeforms';
registerDilemmaFacts(DEF);

/** The copies in play, each lying on its location. */
function inPlay(s: GameState): readonly CardId[] {
  return inPlayDefs(s).get(DEF) ?? [];
}

/** Cures one copy: its cards leave stasis and it is discarded. */
function cure(s: GameState, q: CardId, why: string): void {
  releaseStasisBy(s, q, why);
  moveTo(s, q, { z: 'discard' });
  emit(s, 'dilemmaCured', `${name(s, q)} is cured (${why}) and discarded`, { card: q });
}

/** The copies in play holding some card of this player's in stasis (Emergency Transporter Armbands' cure). */
export function lifeformsHolding(s: GameState, p: PlayerId): CardId[] {
  return inPlay(s).filter((q) => heldInStasisBy(s, q).some((id) => card(s, id).owner === p));
}

/** Emergency Transporter Armbands' cure of one copy. */
export function cureByArmbands(s: GameState, q: CardId, armbands: CardId): void {
  if (s.cards[q]?.at.z === 'attached') cure(s, q, `freed with ${name(s, armbands)}`);
}

const isEngineer = (s: GameState, id: CardId) => typeOf(s, id) === 'personnel' && !inStasis(s, id) && (skillsOf(s, id).get('ENGINEER') ?? 0) > 0;

/** A new ENGINEER at a location: every copy lying there is cured. */
function engineerArrives(s: GameState, loc: LocationId | undefined, who: readonly CardId[]): void {
  if (loc === undefined) return;
  const here = inPlay(s).filter((q) => card(s, q).at.z === 'attached' && (card(s, q).at as { host: string }).host === loc);
  if (here.length === 0) return;
  const eng = who.find((id) => isEngineer(s, id));
  if (eng === undefined) return;
  for (const q of here) cure(s, q, `${name(s, eng)} arrives`);
}

export default declareCard(DEF, {
  text: 'With a Romulan ship at this location, anyone\'s: every ship here and every personnel aboard a ship or outpost here goes into stasis, and stays there until a new ENGINEER arrives here or Emergency Transporter Armbands are played to free them (a Timepod Ring is not in these sets). Otherwise discard the dilemma.',
  dilemma: {
    resolve(s, f) {
      const ships = shipsAt(s, f.loc);
      if (!ships.some((id) => { const d = def(s, id); return d.type === 'ship' && d.affiliation === 'romulan'; })) {
        emit(s, 'dilemmaNoEffect', `${name(s, f.dilemma)} finds no Romulan ship here and is discarded`, { card: f.dilemma });
        f.dispose = 'discard';
        return;
      }
      moveTo(s, f.dilemma, { z: 'attached', host: f.loc });
      f.dispose = 'stays';
      f.stop = true;
      emit(s, 'dilemmaNotOvercome', `${name(s, f.dilemma)} seizes everything at ${name(s, f.loc)}`, { card: f.dilemma, player: f.player });
      for (const ship of ships) {
        placeInStasis(s, f.dilemma, ship);
        for (const id of aboard(s, ship)) if (typeOf(s, id) === 'personnel') placeInStasis(s, f.dilemma, id);
      }
      for (const o of outpostsAt(s, f.loc)) for (const id of aboard(s, o)) if (typeOf(s, id) === 'personnel') placeInStasis(s, f.dilemma, id);
    },
  },
  after: [
    // the cures: an ENGINEER arriving (gated on a copy in play: one map lookup)
    {
      type: 'shipArrived',
      run: (s, h) => {
        if (inPlay(s).length > 0) engineerArrives(s, h.loc, aboard(s, h.ship));
      },
    },
    {
      type: 'cardsBeamed',
      run: (s, h) => {
        if (inPlay(s).length === 0 || !('card' in h.to) || !h.to.card) return;
        engineerArrives(s, locationOf(s, h.to.card), h.cards);
      },
    },
    {
      type: 'cardPlayed',
      run: (s, h) => {
        if (inPlay(s).length === 0) return;
        const at = s.cards[h.card]?.at;
        if (at?.z === 'aboard') engineerArrives(s, locationOf(s, at.host), [h.card]);
      },
    },
  ],
});
