import { describe, expect, it } from 'vitest';
import { TurnPlans } from '../src/turn-plans.ts';
import { THEN_END } from '../src/paired.ts';

const main = (...ids: string[]) => ({ kind: 'main', options: ids.map((id) => ({ id, group: id === 'end' ? 'end' : 'beam' })) }) as never;
const offered = ['down', 'up', 'move', 'end'];

describe('TurnPlans: the search keeps its plans within a turn (bots 16)', () => {
  it('carries out "X, then end the turn": X now, the end at the next main decision of the turn, once', () => {
    const p = new TurnPlans();
    expect(p.chosen(17, 'down' + THEN_END, 'move', offered)).toBe('down');
    // a decision of another kind in between (who beams down) is searched as usual
    expect(p.planned(17, { kind: 'pickTransfer', options: [{ id: 'all' }] } as never)).toBeUndefined();
    expect(p.planned(17, main('up', 'move', 'end'))).toBe('end');
    // the plan is spent
    expect(p.planned(17, main('up', 'move', 'end'))).toBeUndefined();
  });

  it('a plan "the heuristic\'s choice, then end" ends the turn next too; a plan without the end does not', () => {
    const p = new TurnPlans();
    expect(p.chosen(5, 'move' + THEN_END, 'move', offered)).toBe('move');
    expect(p.planned(5, main('up', 'end'))).toBe('end');
    const q = new TurnPlans();
    expect(p.chosen(5, 'down', 'move', offered)).toBe('down');
    expect(q.chosen(5, undefined, 'move', offered)).toBe('move');
    expect(q.planned(5, main('up', 'end'))).toBeUndefined();
  });

  it('never overrules twice in a turn with the same option (the loop of game 52); the next turn starts afresh', () => {
    const p = new TurnPlans();
    expect(p.chosen(17, 'down', 'move', offered)).toBe('down');
    expect(p.chosen(17, undefined, 'up', offered)).toBe('up'); // the heuristic beams them up again
    expect(p.chosen(17, 'down', 'move', offered)).toBe('move'); // not down again: the heuristic's move
    expect(p.chosen(17, 'down', 'down', offered)).toBe('down'); // as the heuristic's own choice it stands
    expect(p.chosen(19, 'down', 'move', offered)).toBe('down'); // a new turn
  });

  it('an end plan replaced by the guard or not offered leaves no end behind; a new turn drops a plan left', () => {
    const p = new TurnPlans();
    expect(p.chosen(3, 'down', 'move', offered)).toBe('down');
    expect(p.chosen(3, 'down' + THEN_END, 'move', offered)).toBe('move');
    expect(p.planned(3, main('up', 'end'))).toBeUndefined();
    expect(p.chosen(3, 'gone' + THEN_END, 'move', offered)).toBe('move');
    expect(p.planned(3, main('up', 'end'))).toBeUndefined();
    expect(p.chosen(3, 'up' + THEN_END, 'move', offered)).toBe('up');
    expect(p.planned(4, main('up', 'end'))).toBeUndefined(); // the opponent's turn came: the plan is gone
    // a main decision with no end offered (none to take): searched as usual
    const q = new TurnPlans();
    q.chosen(8, 'up' + THEN_END, 'move', offered);
    expect(q.planned(8, main('up', 'move'))).toBeUndefined();
  });
});
