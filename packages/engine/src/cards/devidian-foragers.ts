/**
 * Devidian Foragers (Alternate Universe interrupt, 103_059, [AU]). At any of its player's response
 * points, with one of his own [AU] personnel in play and a discard pile (his or his opponent's, both
 * public) holding two personnel or more: he picks that pile and that personnel, then two personnel of
 * the pile, one at a time; they are placed out of play, and until the turn ends his personnel has
 * their printed INTEGRITY, CUNNING and STRENGTH added to his own (rules/turn-changes.ts). Rulings:
 * docs/RULINGS.md, "Alternate Universe interrupts, batch A".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { facts } from './facts.ts';
import type { PersonnelFacts } from './facts.ts';
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { pickAct } from '../core/acts.ts';
import type { CardId, Frame, GameState, PlayerId } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { card, isInPlay, moveTo, name, personnelFacts, typeOf } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { addTurnChange } from '../rules/turn-changes.ts';
import { foragedNow } from '../rules/ophidian-cane.ts';

const DEF = 'devidian-foragers';
export const TAKEN = 2;

/** The personnel of a player's discard pile. */
function personnelIn(s: GameState, q: PlayerId): CardId[] {
  return seat(s, q).discard.filter((id) => typeOf(s, id) === 'personnel');
}

/** The player's own [AU] personnel in play. */
function recipients(s: GameState, p: PlayerId): CardId[] {
  const out: CardId[] = [];
  for (const id in s.cards) {
    const c = card(s, id);
    if (c.owner === p && isInPlay(c) && (c.at.z === 'aboard' || c.at.z === 'planet') && typeOf(s, id) === 'personnel' && personnelFacts(s, id).icons.includes('alternateUniverse')) out.push(id);
  }
  return out;
}

interface ForageFrame extends Frame {
  kind: 'devidianForagers';
  player: PlayerId;
  source: CardId;
  pile: PlayerId;
  recipient: CardId;
  taken: CardId[];
  /** How many it takes: two, four with an Ophidian Cane played this turn (rules/ophidian-cane.ts). */
  limit?: number;
}

function printed(id: CardId, s: GameState): PersonnelFacts {
  return facts(card(s, id).def) as PersonnelFacts;
}

function finish(s: GameState, f: ForageFrame): void {
  pop(s, f);
  const sum = { INTEGRITY: 0, CUNNING: 0, STRENGTH: 0 };
  for (const id of f.taken) {
    const x = printed(id, s);
    sum.INTEGRITY += x.integrity;
    sum.CUNNING += x.cunning;
    sum.STRENGTH += x.strength;
  }
  const r = card(s, f.recipient);
  if (f.taken.length === 0 || !isInPlay(r) || (r.at.z !== 'aboard' && r.at.z !== 'planet')) {
    emit(s, 'noEffect', `${name(s, f.source)} adds nothing to ${name(s, f.recipient)}`, { card: f.source });
    return;
  }
  addTurnChange(s, f.source, f.recipient, { add: sum });
  emit(s, 'turnChange', `${name(s, f.source)}: ${name(s, f.recipient)} is INTEGRITY +${sum.INTEGRITY}, CUNNING +${sum.CUNNING}, STRENGTH +${sum.STRENGTH} this turn`, { card: f.source, recipient: f.recipient, ...sum });
}

const forageFrame: FrameHandler<ForageFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const left = personnelIn(s, f.pile);
    const limit = f.limit ?? TAKEN;
    if (f.taken.length >= limit || left.length === 0) return finish(s, f);
    return {
      player: f.player,
      kind: 'chooseToRemove',
      prompt: `${name(s, f.source)}: choose a personnel of ${f.pile}'s discard pile to place out of play (${f.taken.length + 1} of ${limit})`,
      options: left.map((id) => {
        const x = printed(id, s);
        return { id: `forage:${id}`, label: `${name(s, id)} (${x.integrity}/${x.cunning}/${x.strength})`, card: id, group: 'pick', act: pickAct(id) };
      }),
    };
  },
  choose(s, f, o) {
    const id = o.card as CardId;
    moveTo(s, id, { z: 'outOfPlay' });
    f.taken = [...f.taken, id];
    emit(s, 'cardRemoved', `${name(s, id)} is placed out of play by ${name(s, f.source)}`, { card: id });
  },
};

export default playedInterrupt(
  DEF,
  'Look through either discard pile and place two personnel from it out of play. Until this turn ends, one of your personnel with the Alternate Universe icon adds their INTEGRITY, CUNNING and STRENGTH to his own.',
  {
    spec: { when: 'anyTime', target: { coded: 'a discard pile with two personnel, and your [AU] personnel' }, effects: [{ coded: 'two personnel out of play; their attributes added for the turn' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices(s, p, _c, win) {
      if (!anyTime(win)) return [];
      const piles = s.seats.filter((q) => personnelIn(s, q).length >= TAKEN);
      return piles.flatMap((q) => recipients(s, p).map((r) => ({ key: `${q}>${r}`, label: `from ${q === p ? 'your' : `${q}'s`} discard pile, for ${name(s, r)}`, target: r })));
    },
    play(s, p, c, ch) {
      const pile = ch.key.slice(0, ch.key.indexOf('>'));
      const f: ForageFrame = { kind: 'devidianForagers', player: p, source: c, pile, recipient: ch.target as CardId, taken: [] };
      const limit = foragedNow(s, p); // doubled by an Ophidian Cane (rules/ophidian-cane.ts)
      if (limit !== TAKEN) f.limit = limit;
      push(s, f);
    },
  },
  { frames: { devidianForagers: forageFrame as FrameHandler } },
);
