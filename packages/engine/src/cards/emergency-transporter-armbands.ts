/**
 * Emergency Transporter Armbands (Premiere interrupt). At any moment an interrupt may be played, on
 * either player's turn: its player gives one beaming order of his own personnel, up from a planet or
 * down to one, as the beaming rules allow it in his own turn (the same containers, the compatible
 * personnel, the planet's beaming limits; stopped personnel stay). The engine opens no response point
 * inside a dilemma encounter, so it is never played there; the battle's use ("before the winner is
 * determined") waits for a response point in battle (docs/RULINGS.md, "Premiere interrupts, batch A").
 * It is also the cure of a Quantum Singularity Lifeforms holding its player's cards in stasis: played so,
 * it frees every card that copy holds (docs/RULINGS.md, "Stasis and the Away Team battle interrupts").
 */
import { declareCard } from './registry.ts';
import type { PlayChoice } from './registry.ts';
import { registerInterruptFacts } from './interrupt-facts.ts';
import type { CardId, GameState, Option, PlayerId } from '../core/types.ts';
import { locationOf, moveTo, name } from '../rules/board.ts';
import { cureByArmbands, lifeformsHolding } from './quantum-singularity-lifeforms.ts';
import { beamOptions, chooseBeam } from '../rules/beaming.ts';
import { anyTime } from '../rules/responses.ts';

const DEF = 'emergency-transporter-armbands';
registerInterruptFacts(DEF);

/** The player's beaming orders that go up from a planet or down to one, with personnel to move. */
function planetBeams(s: GameState, p: PlayerId): Option[] {
  return beamOptions(s, p).filter((o) => o.act.type === 'beam' && (o.act.from.planet !== undefined || o.act.to.planet !== undefined));
}

export default declareCard(DEF, {
  text: 'At any time, in either player\'s turn: give one order to beam your personnel up from a planet or down to one, as you could in your own turn; or free your cards held in stasis by a Quantum Singularity Lifeforms. Not during a dilemma.',
  spec: { interrupt: { when: 'anyTime', target: { nothing: true }, effects: [] } },
  interrupt: {
    windows: ['main', 'between', 'cardPlayed'],
    answers: [],
    choices(s, p, _c, win): PlayChoice[] {
      if (!anyTime(win)) return [];
      const beams = planetBeams(s, p).map((o) => ({ key: o.id, label: o.label.charAt(0).toLowerCase() + o.label.slice(1), ...(o.target ? { target: o.target } : {}) }));
      // the cure of a Quantum Singularity Lifeforms holding the player's cards in stasis (rules/stasis.ts)
      const cures = lifeformsHolding(s, p).map((q) => ({ key: `cure:${q}`, label: `free your cards from ${name(s, q)} at ${name(s, locationOf(s, q) ?? q)}`, target: q }));
      return [...beams, ...cures];
    },
    play(s, p, c, ch) {
      moveTo(s, c, { z: 'discard' });
      if (ch.key.startsWith('cure:')) return cureByArmbands(s, ch.target as CardId, c);
      const o = planetBeams(s, p).find((x) => x.id === ch.key);
      if (o) chooseBeam(s, p, o);
    },
  },
});
