/**
 * Firestorm (dilemma, planet). Every Away Team member with INTEGRITY below 5 (with bonuses in play)
 * dies, and the rest are stopped; the card is discarded. With a Thermal Deflectors in play (an
 * Alternate Universe event on the table, either player's) it does nothing and is discarded, nobody
 * stopped. The escape the card allows by Emergency Transporter Armbands belongs to that interrupt,
 * played in answer; the engine has no file for it yet, so for now nobody escapes that way
 * (docs/RULINGS.md, "Premiere dilemmas, batch A").
 */
import { declareCard } from './registry.ts';
import { hasInPlay, name, standardDilemma } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { emit } from '../core/flow.ts';
import { attributeOf } from '../rules/attributes.ts';
import { kill } from '../rules/dilemmas.ts';

const DEF = 'firestorm';
/** The event that keeps it off while in play. */
export const THERMAL_DEFLECTORS = 'thermal-deflectors';
registerDilemmaFacts(DEF);

const storm = standardDilemma(DEF, {
  overcome: () => false,
  failDispose: 'discard',
  onFail: (s, _f, team) => {
    for (const id of team.filter((m) => attributeOf(s, m, 'INTEGRITY') < 5)) kill(s, id, 'caught in the Firestorm');
  },
});

export default declareCard(DEF, {
  text: 'Every Away Team member with INTEGRITY<5 dies; the rest are stopped. Discard the dilemma. A Thermal Deflectors in play keeps it off. (Escaping with Emergency Transporter Armbands is not played yet.)',
  dilemma: {
    resolve(s, f) {
      if (hasInPlay(s, THERMAL_DEFLECTORS)) {
        emit(s, 'dilemmaNoEffect', `Thermal Deflectors keep ${name(s, f.dilemma)} off: it is discarded with no effect`, { card: f.dilemma });
        f.dispose = 'discard';
        return;
      }
      storm(s, f);
    },
  },
});
