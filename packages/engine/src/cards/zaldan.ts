/**
 * Zaldan (Alternate Universe dilemma, planet). A Zaldan takes offence at polite words: unless the
 * Away Team has two Treachery, a disruptor (an equipment or artifact with "Disruptor" in its name
 * carried by the team), Wesley Crusher or Exobiology, two of its members with Diplomacy, picked at
 * random, die and the rest are stopped. A team with no Diplomacy has nobody for it to act on: it
 * does nothing and is discarded (docs/RULINGS.md, "Alternate Universe dilemmas").
 */
import { declareCard } from './registry.ts';
import { standardDilemma } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { withSkill } from './empathic-echo.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { aboard, name, onPlanet, typeOf } from '../rules/board.ts';
import { killRandom } from '../rules/dilemmas.ts';

const DEF = 'zaldan';
registerDilemmaFacts(DEF);

/** The encountering player's disruptors with his team (equipment or artifacts named so): on the planet, or aboard the ship or outpost `from`. */
export function disruptorsWith(s: GameState, p: PlayerId, loc: LocationId, from?: CardId): CardId[] {
  return (from === undefined ? onPlanet(s, loc, p) : aboard(s, from)).filter((id) => (typeOf(s, id) === 'equipment' || typeOf(s, id) === 'artifact') && /disruptor/i.test(name(s, id)));
}

export default declareCard(DEF, {
  text: 'Acts only on an Away Team with Diplomacy. Overcome with 2 Treachery, a disruptor, Wesley Crusher or Exobiology. Otherwise two members with Diplomacy picked at random die. Discard the dilemma.',
  dilemma: {
    resolve: standardDilemma(DEF, {
      applies: (s, team) => withSkill(s, team, 'Diplomacy').length > 0,
      overcome: (s, t, f) =>
        (t.skills.get('Treachery') ?? 0) >= 2 || disruptorsWith(s, f.player, f.loc, f.from).length > 0 || t.names.has('Wesley Crusher') || (t.skills.get('Exobiology') ?? 0) > 0,
      failDispose: 'discard',
      onFail: (s, _f, team) => {
        for (let i = 0; i < 2; i++) killRandom(s, withSkill(s, team, 'Diplomacy').filter((id) => s.cards[id]?.at.z === 'planet' || s.cards[id]?.at.z === 'aboard'), 'offended a Zaldan');
      },
    }),
  },
});
