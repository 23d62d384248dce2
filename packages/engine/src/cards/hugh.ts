/**
 * Hugh (Premiere interrupt, 101_119). At any moment an interrupt may be played: every Rogue Borg
 * (Rogue Borg Mercenaries and Crosis) on ships at one location is destroyed, discarded
 * (rules/rogue-borg.ts). Its other use, calling off a Borg Ship's attack for the turn, does nothing:
 * the engine does not play the Borg Ship dilemma yet. Rulings: docs/RULINGS.md, "Premiere: the last
 * interrupts".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { name } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { destroyRogueBorgAt, rogueBorgLocations } from '../rules/rogue-borg.ts';

export default playedInterrupt(
  'hugh',
  'Destroy every Rogue Borg on the ships at one location (discard them). Or call off a Borg Ship\'s attack this turn (the engine does not play the Borg Ship yet, so this use never arises).',
  {
    spec: { when: 'anyTime', target: { coded: 'a location with Rogue Borg on ships there' }, effects: [{ coded: 'they are discarded' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices(s, _p, _c, win) {
      if (!anyTime(win)) return [];
      return rogueBorgLocations(s).map((loc) => ({ key: loc, label: `destroy the Rogue Borg at ${name(s, loc)}`, target: loc }));
    },
    play(s, _p, c, ch) {
      destroyRogueBorgAt(s, ch.target as string, `by ${name(s, c)}`);
    },
  },
);
