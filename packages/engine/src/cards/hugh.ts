/**
 * Hugh (Premiere interrupt, 101_119). At any moment an interrupt may be played: every Rogue Borg
 * (Rogue Borg Mercenaries and Crosis) on ships at one location is destroyed, discarded
 * (rules/rogue-borg.ts). Or a Borg Ship in play makes no attack for the rest of the turn (rules/borg-ship.ts),
 * offered at those moments and at the start of its battle. Rulings: docs/RULINGS.md, "Premiere: the last
 * interrupts" and "Issue 25/26: Borg Ship and Receptacle Stones".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { name } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { destroyRogueBorgAt, rogueBorgLocations } from '../rules/rogue-borg.ts';
import { borgCalledOff, borgLocation, borgShips, callOffBorg, startingBorgBattle } from '../rules/borg-ship.ts';
import type { CardId } from '../core/types.ts';

export default playedInterrupt(
  'hugh',
  'Destroy every Rogue Borg on the ships at one location (discard them). Or a Borg Ship makes no attack for the rest of this turn.',
  {
    spec: { when: 'anyTime', target: { coded: 'a location with Rogue Borg on ships there' }, effects: [{ coded: 'they are discarded' }] },
    windows: ['main', 'between', 'cardPlayed', 'after'],
    choices(s, _p, _c, win) {
      // a Borg Ship's battle starting (rules/borg-ship.ts): that one
      const starting = win.type === 'after' && win.h.type === 'battleInitiated' ? startingBorgBattle(s, win.h.target)?.borg : undefined;
      if (!anyTime(win) && !starting) return [];
      const borgs = (starting ? [starting] : borgShips(s).filter((b) => borgLocation(s, b) !== undefined)).filter((b) => !borgCalledOff(s, b));
      const calls = borgs.map((b) => ({ key: `borg:${b}`, label: `${name(s, b)} at ${name(s, borgLocation(s, b) as string)} makes no attack for the rest of this turn`, target: b }));
      if (starting) return calls;
      return [...rogueBorgLocations(s).map((loc) => ({ key: loc, label: `destroy the Rogue Borg at ${name(s, loc)}`, target: loc })), ...calls];
    },
    play(s, _p, c, ch) {
      if (ch.key.startsWith('borg:')) return callOffBorg(s, c, ch.target as CardId);
      destroyRogueBorgAt(s, ch.target as string, `by ${name(s, c)}`);
    },
  },
  // the random deck generator deals these with it (CardBehaviour.deckNeeds)
  { deckNeeds: ['rogue-borg-mercenaries'] },
);
