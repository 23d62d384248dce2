/**
 * Qualor II Rendezvous (Alternate Universe mission: planet, Non-Aligned icon, Alpha Quadrant, span 4,
 * 30 points, solved with Treachery and Greed, or with Amarie). Until anyone completes it, every
 * aligned personnel (Federation, Klingon, Romulan; a dual-affiliation one too; either player's) on its
 * planet is in stasis: left out of the Away Team, unable to beam away and out of any battle there.
 * Non-Aligned personnel act as usual. This is the mission's own small effect (rules/mission-text.ts
 * stasisOnPlanet, read by dilemmas.ts, beaming.ts and battle.ts), not a general stasis status.
 * docs/RULINGS.md, "Alternate Universe missions and Neutral Outpost".
 */
import { registerMissionFacts } from './mission-facts.ts';
import { declareCard } from './registry.ts';
import { affiliationOf } from '../rules/affiliations.ts';
import { typeOf } from '../rules/board.ts';

export const QUALOR_II_RENDEZVOUS = 'qualor-ii-rendezvous';

registerMissionFacts(QUALOR_II_RENDEZVOUS);

export default declareCard(QUALOR_II_RENDEZVOUS, {
  text:
    'A Non-Aligned planet mission worth 30 points, solved with Treachery and Greed, or with Amarie. ' +
    'Until it is completed, any personnel of an affiliation (not Non-Aligned) on its planet is held there in stasis: it cannot join the Away Team, beam away or take part in a battle.',
  mission: { stasisOnPlanet: (s, id) => typeOf(s, id) === 'personnel' && affiliationOf(s, id) !== 'non-aligned' },
});
