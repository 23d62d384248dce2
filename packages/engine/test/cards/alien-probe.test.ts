/**
 * Alien Probe (Premiere event 101_066): on the table, both hands are open to everyone while it stays.
 * Set up as constructed positions (player-1 active, holding it; player-2 holding a Tricorder).
 * docs/RULINGS.md, "Premiere events, batch A".
 */
import { describe, expect, it } from 'vitest';
import { view } from '../../src/index.ts';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { moveTo } from '../../src/rules/board.ts';
import { handleView } from '../../src/view/handles.ts';
import { setupTest } from '../harness.ts';

const P = 'Alien Probe';
function position(active: 'player-1' | 'player-2' = 'player-1') {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault'],
    'player-1': { missions: ['Avert Danger'], hand: [P, 'Taitt'] },
    'player-2': { missions: ['Gault'], hand: ['Klag', 'Tricorder'] },
    turn: { active },
  } as PositionSpec);
}
type H = ReturnType<typeof position>;
const handOf = (h: H, owner: 'player-1' | 'player-2', viewer: 'player-1' | 'player-2' | 'spectator') => view(h.s, viewer).players[owner]?.hand?.map((c) => c.name) ?? null;
function play(h: H): void {
  const o = h.options().find((x) => x.card === h.card(P, 'player-1'));
  if (!o) throw new Error('Alien Probe is not offered');
  h.chooseId(o.id);
  h.passResponses();
}

describe('Alien Probe', () => {
  it('is an event of the card data, implemented, on the table, its text in our words', () => {
    expect(facts('alien-probe').type).toBe('event');
    expect(cardImplementation('101_066')).toEqual({ implemented: true });
    expect(behaviour('alien-probe')?.spec?.event).toEqual({ playsOn: { table: true }, abilities: { exposesHands: true } });
    expect(cardText('alien-probe')).toContain('hand open');
  });

  it('negative: before it is played, each hand is seen by its owner alone', () => {
    const h = position();
    expect(handOf(h, 'player-2', 'player-1')).toBeNull();
    expect(handOf(h, 'player-1', 'player-2')).toBeNull();
    expect(handOf(h, 'player-2', 'spectator')).toBeNull();
    expect(handOf(h, 'player-2', 'player-2')).toEqual(['Klag', 'Tricorder']);
  });

  it('played, both hands are open to the opponent and to spectators, with handles that name the cards', () => {
    const h = position();
    play(h);
    expect(h.where(h.card(P, 'player-1')).z).toBe('table');
    expect(handOf(h, 'player-2', 'player-1')).toEqual(['Klag', 'Tricorder']);
    expect(handOf(h, 'player-1', 'player-2')).toEqual(['Taitt']);
    expect(handOf(h, 'player-2', 'spectator')).toEqual(['Klag', 'Tricorder']);
    const seen = handleView(h.s, view(h.s, 'player-1')).players['player-2']?.hand ?? [];
    expect(seen.every((c) => c.id.startsWith('h'))).toBe(true);
    h.finish();
  });

  it('boundary: once it leaves the table, the hands are hidden again', () => {
    const h = position();
    play(h);
    moveTo(h.s, h.card(P, 'player-1'), { z: 'discard' });
    expect(handOf(h, 'player-2', 'player-1')).toBeNull();
    expect(handOf(h, 'player-1', 'player-2')).toBeNull();
  });

  it('wrong timing: not offered in the opponent\'s turn', () => {
    const h = position('player-2');
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.options().some((x) => x.card === h.card(P, 'player-1'))).toBe(false);
  });
});
