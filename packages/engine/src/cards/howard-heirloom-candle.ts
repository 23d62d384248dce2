/**
 * Howard Heirloom Candle (Alternate Universe interrupt, 103_063). As a dilemma is faced (the
 * constructed format's response point right after a dilemma is revealed, before it resolves:
 * GameRules.responsePointsAfter), either player may play it to double the effects of an Anaphasic
 * Organism or an Empathic Echo (each acts twice if not overcome: a second woman discarded, a second
 * empath killed), or to nullify a Coalescent Organism (discarded with no effect). Anya and Salia,
 * whose morphing it would prevent, are in neither set of the pool: that use never arises. Rulings:
 * docs/RULINGS.md, "Response points: sacrifice, phobia, candle, schism".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import type { PlayChoice } from './registry.ts';
import { emit } from '../core/flow.ts';
import { card, name } from '../rules/board.ts';
import { facedDilemma as faced } from '../rules/format-responses.ts';

const ID = 'howard-heirloom-candle';
const DOUBLES = ['anaphasic-organism', 'empathic-echo'];
const NULLIFIES = ['coalescent-organism'];

export default playedInterrupt(
  ID,
  'As a dilemma is faced: double the effects of an Anaphasic Organism or an Empathic Echo, or nullify a Coalescent Organism. (Stopping Anya or Salia from changing form does nothing: neither is in this engine.)',
  {
    spec: { when: { after: { happening: 'dilemmaEncountered', by: 'either' } }, target: { coded: 'an Anaphasic Organism, Empathic Echo or Coalescent Organism being faced' }, effects: [{ coded: 'doubled, or nullified' }] },
    windows: ['after'],
    choices(s, _p, _c, win): PlayChoice[] {
      const f = faced(s, win);
      if (!f) return [];
      const def = card(s, f.dilemma).def;
      if (NULLIFIES.includes(def)) return [{ key: 'nullify', label: `nullify ${name(s, f.dilemma)}`, target: f.dilemma }];
      if (DOUBLES.includes(def) && f['doubled'] !== true) return [{ key: 'double', label: `double the effects of ${name(s, f.dilemma)}`, target: f.dilemma }];
      return [];
    },
    play(s, _p, c, ch, win) {
      const f = faced(s, win);
      if (!f || f.dilemma !== ch.target) return;
      if (ch.key === 'nullify') {
        emit(s, 'dilemmaNullified', `${name(s, c)} nullifies ${name(s, f.dilemma)}: it is discarded with no effect`, { card: f.dilemma, by: c });
        f.dispose = 'discard';
        return;
      }
      f['doubled'] = true;
      emit(s, 'dilemmaDoubled', `${name(s, c)} doubles the effects of ${name(s, f.dilemma)}`, { card: f.dilemma, by: c });
    },
  },
);
