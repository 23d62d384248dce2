/**
 * Q (dilemma, dual; the older print, RULINGS "Card wording", 11). Unless the crew or Away Team has
 * two Leadership and a total INTEGRITY over 60, it is stopped. The dilemma is discarded either way.
 * The database wording's Q-Continuum side deck, [Q] cards and Q-Flash do not exist in Premiere and
 * Alternate Universe, so that part is not played (docs/RULINGS.md, "Premiere dilemmas, batch D", DD5).
 */
import { dilemmaCard } from './language.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';

const ID = 'q';
registerDilemmaFacts(ID, { anyOf: [{ allOf: [{ skill: 'Leadership', count: 2 }, { attribute: 'INTEGRITY', greaterThan: 60 }] }] });

export default dilemmaCard(ID, 'Unless the crew or Away Team has 2 Leadership and INTEGRITY>60, it is stopped. Discard the dilemma.', { fail: [], failDispose: 'discard' });
