/**
 * Jamaharon (Alternate Universe interrupt, 103_067). At any of its player's response points, one of
 * three: it nullifies a Horga'hn on the table (anyone's); or it nullifies a Parallel Romance in play
 * (the engine does not play that dilemma yet, so that use never arises); or, with the Risa Shore Leave
 * mission on the spaceline, it moves one male personnel who is alone on a planet (the only personnel of
 * his owner's there), either player's, to the planet of Risa. Rulings: docs/RULINGS.md, "Alternate
 * Universe interrupts, batch B".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { HORGAHN } from './horgahn.ts';
import { gender } from './common.ts';
import type { PlayChoice } from './registry.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { card, eventsOnTable, moveTo, name, personnelOnPlanet } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';

export const JAMAHARON = 'jamaharon';
export const RISA = 'risa-shore-leave';
export const PARALLEL_ROMANCE = 'parallel-romance';

/** The cards Jamaharon may nullify now: a Horga'hn on the table, a Parallel Romance in play (on the table or on a host). */
function nullifiable(s: GameState): CardId[] {
  const horgahns = eventsOnTable(s).filter((id) => card(s, id).def === HORGAHN);
  const romances = Object.values(s.cards).filter((c) => c.def === PARALLEL_ROMANCE && (c.at.z === 'table' || c.at.z === 'attached')).map((c) => c.id);
  return [...horgahns, ...romances];
}

/** The males alone on a planet other than Risa's, with Risa's location, when Risa is on the spaceline. */
function loneMales(s: GameState): { risa: LocationId; males: CardId[] } | undefined {
  const risa = s.spaceline.find((l) => card(s, l).def === RISA);
  if (risa === undefined) return undefined;
  const males: CardId[] = [];
  for (const loc of s.spaceline) {
    if (loc === risa) continue;
    for (const q of s.seats) {
      const here = personnelOnPlanet(s, loc, q);
      if (here.length === 1 && gender(s, here[0] as CardId) === 'male') males.push(here[0] as CardId);
    }
  }
  return { risa, males };
}

function choices(s: GameState): PlayChoice[] {
  const out: PlayChoice[] = nullifiable(s).map((id) => ({ key: `nullify|${id}`, label: `nullify ${card(s, id).owner}'s ${name(s, id)}`, target: id }));
  const r = loneMales(s);
  for (const m of r?.males ?? []) {
    const at = card(s, m).at as { loc: LocationId };
    out.push({ key: `risa|${m}`, label: `send ${card(s, m).owner}'s ${name(s, m)} from ${name(s, at.loc)} to ${name(s, r!.risa)}`, target: m });
  }
  return out;
}

export default playedInterrupt(
  JAMAHARON,
  "Pick one: nullify a Horga'hn; or nullify a Parallel Romance (not played by this engine yet); or, if Risa Shore Leave is on the spaceline, " +
    'send one male who is by himself on a planet, either player\'s, straight to the planet of Risa.',
  {
    spec: { when: 'anyTime', target: { coded: "a Horga'hn or Parallel Romance in play, or a male alone on a planet (with Risa on the spaceline)" }, effects: [{ coded: 'nullify it, or move him to Risa' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices: (s, _p: PlayerId, _c, win) => (anyTime(win) ? choices(s) : []),
    play(s, _p, c, ch) {
      const t = ch.target as CardId;
      if (ch.key.startsWith('nullify|')) {
        const z = card(s, t).at.z;
        if (z !== 'table' && z !== 'attached') return emit(s, 'cardFizzled', `${name(s, c)} finds ${name(s, t)} gone`, { card: c });
        s.effects = s.effects.filter((e) => e.source !== t); // what it put on others ends with it
        moveTo(s, t, { z: 'discard' });
        emit(s, 'cardNullified', `${card(s, t).owner}'s ${name(s, t)} is nullified by ${name(s, c)}`, { card: t, by: c });
        return;
      }
      const r = loneMales(s);
      if (!r || !r.males.includes(t)) return emit(s, 'cardFizzled', `${name(s, c)} finds ${name(s, t)} no longer alone on a planet`, { card: c });
      moveTo(s, t, { z: 'planet', loc: r.risa });
      emit(s, 'personnelMoved', `${name(s, t)} goes to ${name(s, r.risa)} for Jamaharon`, { card: t, to: r.risa, by: c });
    },
  },
);
