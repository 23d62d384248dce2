/**
 * Incoming Message: Attack Authorization (Alternate Universe interrupt, 103_065). At any of its player's
 * response points, on a Federation ship (either player's) in space at a location where a ship of that
 * ship's owner's opponent is (not cloaked, not hidden from battle, under no truce with it); the player
 * names that ship as the target. If a personnel with Treachery is aboard the Federation ship, it attacks
 * the target at once, as its owner's battle (other ships of his there that may attack may join it, as
 * in any attack); its owner may ignore the message instead if a V.I.P. is aboard. Without Treachery
 * aboard, or if the ship cannot attack (stopped, cloaked, not staffed), nothing happens. The play is
 * offered whatever the crew (a crew may be hidden from the player); what happens shows it. Rulings:
 * docs/RULINGS.md, "Alternate Universe interrupts, batch A".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { hasModifier } from '../core/modifiers.ts';
import type { CardId, Frame, GameState, LocationId, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { card, name, ownShips, personnelAboard, shipFacts, shipsAt } from '../rules/board.ts';
import { skillsOf } from '../rules/attributes.ts';
import { anyTime } from '../rules/responses.ts';
import { isCloaked } from '../rules/cloaking.ts';
import { isStaffed } from '../rules/movement.ts';
import { inTruce } from '../rules/truces.ts';
import type { ShipBattleFrame } from '../rules/battle.ts';

const DEF = 'incoming-message-attack-authorization';

const aboardWith = (s: GameState, ship: CardId, skill: string) => personnelAboard(s, ship).some((id) => (skillsOf(s, id).get(skill) ?? 0) > 0);

/** The Federation ships in space and, for each, the opposing ships there it could be sent against. */
function pairs(s: GameState): [CardId, CardId][] {
  const out: [CardId, CardId][] = [];
  for (const q of s.seats) {
    for (const ship of ownShips(s, q)) {
      const c = card(s, ship);
      if (c.at.z !== 'inSpace' || shipFacts(s, ship).affiliation !== 'federation') continue;
      for (const t of shipsAt(s, c.at.loc, opponent(s, q))) {
        if (!isCloaked(s, t) && !hasModifier(s, t, 'hiddenFromBattle') && !inTruce(s, ship, t)) out.push([ship, t]);
      }
    }
  }
  return out;
}

/** The ship attacks the target as its owner's battle. */
function attack(s: GameState, ship: CardId, target: CardId): void {
  const c = card(s, ship);
  const f: ShipBattleFrame = { kind: 'shipBattle', player: c.owner, loc: (c.at as { loc: LocationId }).loc, target, chosen: [ship], step: 'pick' };
  push(s, f);
}

/** Its owner's choice, with a V.I.P. aboard: obey the message or ignore it. */
interface OrderFrame extends Frame {
  kind: 'attackAuthorization';
  player: PlayerId;
  source: CardId;
  ship: CardId;
  target: CardId;
}

const orderFrame: FrameHandler<OrderFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    return {
      player: f.player,
      kind: 'attackOrder',
      prompt: `${name(s, f.source)}: ${name(s, f.ship)} is ordered to attack ${name(s, f.target)}; with a V.I.P. aboard you may ignore the order`,
      options: [
        { id: 'obey', label: `Attack ${name(s, f.target)} with ${name(s, f.ship)}`, group: 'pick', act: { type: 'pick', card: f.target } },
        { id: 'ignore', label: 'Ignore the message (a V.I.P. is aboard)', group: 'pass', act: { type: 'pass' } },
      ],
    };
  },
  choose(s, f, o) {
    pop(s, f);
    if (o.act.type === 'pass') {
      emit(s, 'orderIgnored', `${f.player} ignores ${name(s, f.source)}: a V.I.P. is aboard ${name(s, f.ship)}`, { card: f.source, ship: f.ship });
      return;
    }
    attack(s, f.ship, f.target);
  },
};

export default playedInterrupt(
  DEF,
  'Play on a Federation ship, naming a ship of its owner\'s opponent at the same location. If someone with Treachery is aboard, the Federation ship attacks that ship at once; its owner may ignore the order if a V.I.P. is aboard.',
  {
    spec: { when: 'anyTime', target: { coded: 'a Federation ship and an opposing ship there' }, effects: [{ coded: 'with Treachery aboard, the ship attacks it (ignorable with a V.I.P. aboard)' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices: (s, _p, _c, win) =>
      anyTime(win) ? pairs(s).map(([ship, t]) => ({ key: `${ship}>${t}`, label: `on ${card(s, ship).owner}'s ${name(s, ship)}: attack ${card(s, t).owner}'s ${name(s, t)}`, target: t, ship })) : [],
    play(s, _p, c, ch) {
      const ship = ch.ship as CardId;
      const target = ch.target as CardId;
      const sc = card(s, ship);
      const tc = card(s, target);
      const ready = sc.at.z === 'inSpace' && tc.at.z === 'inSpace' && sc.at.loc === tc.at.loc && !sc.stopped && !isCloaked(s, ship) && !isCloaked(s, target) && isStaffed(s, ship);
      if (!aboardWith(s, ship, 'Treachery') || !ready) {
        emit(s, 'noEffect', `${name(s, c)}: ${name(s, ship)} does not attack`, { card: c, ship });
        return;
      }
      if (personnelAboard(s, ship).some((id) => skillsOf(s, id).has('V.I.P.'))) {
        const f: OrderFrame = { kind: 'attackAuthorization', player: sc.owner, source: c, ship, target };
        push(s, f);
        return;
      }
      attack(s, ship, target);
    },
  },
  { frames: { attackAuthorization: orderFrame as FrameHandler } },
);
