/**
 * The Charybdis (Alternate Universe event, 103_047): on the table, either player's, artifacts under a
 * mission completed without Archaeology in the team stay under it until personnel with Archaeology are
 * present; once it has left play, anyone present takes them. Constructed positions: player-1's U.S.S.
 * Galaxy (Taitt, Stellar Cartography) attempts Study Stellar Collision, where player-2 seeded a Tox Uthat;
 * player-1's U.S.S. Hood is there too with `others` aboard. docs/RULINGS.md, "Alternate Universe events,
 * the last four, and Gomtuu".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import type { PositionSpec } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { endTurn } from './rogue-borg-spec.ts';

const C = 'The Charybdis';
const SSC = 'Study Stellar Collision';

function position(crew: string[], others: string[], p2: Record<string, unknown> = { table: [C] }, hand: string[] = []): Harness {
  const ships = [{ card: 'U.S.S. Galaxy', at: SSC, crew }, ...(others.length ? [{ card: 'U.S.S. Hood', at: SSC, crew: others }] : [])];
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', SSC],
    turn: { active: 'player-1' },
    'player-1': { missions: [SSC], ships, hand, deckSize: 10 },
    'player-2': { missions: ['Avert Danger', 'Gault'], seeded: { [SSC]: ['Tox Uthat'] }, deckSize: 10, ...p2 },
  } as PositionSpec);
}

/** The Galaxy's crew attempts the mission; the answers nobody needs are passed. */
function attempt(h: Harness): void {
  h.chooseId(`attempt:${h.card(SSC)}:${h.card('U.S.S. Galaxy', 'player-1')}`);
  for (let n = 0; n < 30 && h.s.pending && !(h.s.pending.player === 'player-1' && h.s.pending.kind === 'main'); n++) h.choose(h.s.pending.kind === 'personaSwap' ? 'noswap' : h.s.pending.options.some((o) => o.id === 'pass') ? 'pass' : (h.s.pending.options[0]?.id as string));
}
const acquire = (h: Harness) => h.labels().filter((l) => l.startsWith('Acquire'));
const tox = (h: Harness) => h.card('Tox Uthat', 'player-2', 'underMission');

describe('The Charybdis', () => {
  it('is an event of the card data, implemented, with its text in our words', () => {
    expect(facts('the-charybdis').type).toBe('event');
    expect(cardImplementation('103_047')).toEqual({ implemented: true });
    expect(cardText('the-charybdis')).toContain('Archaeology');
  });

  it('completed without Archaeology: the Tox Uthat stays under the mission; Richard Galen (Archaeology) aboard the Hood there acquires it into hand', () => {
    const h = position(['Taitt'], ['Richard Galen']);
    const t = tox(h);
    attempt(h);
    expect(h.s.completed[h.card(SSC)]).toBe('player-1');
    expect(h.where(t)).toMatchObject({ z: 'underMission', loc: h.card(SSC) });
    expect(acquire(h)).toEqual([`Acquire the artifacts left under ${SSC}`]);
    h.choose(`Acquire the artifacts left under ${SSC}`);
    expect(h.where(t)).toEqual({ z: 'hand' });
    expect(h.s.cards[t]?.owner).toBe('player-1');
    expect(acquire(h)).toEqual([]);
    h.finish();
  });

  it('boundary: Archaeology in the completing team earns it at once; without Archaeology present anywhere there, no acquiring', () => {
    const team = position(['Taitt', 'Richard Galen'], []);
    const t = team.card('Tox Uthat', 'player-2', 'underMission');
    attempt(team);
    expect(team.where(t)).toEqual({ z: 'hand' });
    team.finish();
    const none = position(['Taitt'], ['Mendon']);
    attempt(none);
    expect(none.where(tox(none)).z).toBe('underMission');
    expect(acquire(none)).toEqual([]);
    none.finish();
  });

  it('negative: with no Charybdis on the table (one in hand) the artifact is earned at completion as usual', () => {
    const h = position(['Taitt'], [], { hand: [C] });
    const t = tox(h);
    attempt(h);
    expect(h.where(t)).toEqual({ z: 'hand' });
    expect(h.s.cards[t]?.owner).toBe('player-1');
    h.finish();
  });

  it('once the Charybdis has left play, anyone present takes what it held, Archaeology or not', () => {
    const h = position(['Taitt'], ['Mendon'], { table: [C] }, ['Kevin Uxbridge']);
    const t = tox(h);
    attempt(h);
    expect(acquire(h)).toEqual([]);
    // Kevin Uxbridge cancels the Charybdis
    h.choose(h.labels().find((l) => l.includes('Kevin Uxbridge') && l.includes(C)) as string);
    h.passResponses();
    expect(h.where(h.card(C, 'player-2')).z).toBe('discard');
    endTurn(h);
    // player-2 has nobody there: nothing to take
    expect(h.s.turn.active).toBe('player-2');
    expect(acquire(h)).toEqual([]);
    endTurn(h);
    expect(acquire(h)).toEqual([`Acquire the artifacts left under ${SSC}`]);
    h.choose(`Acquire the artifacts left under ${SSC}`);
    expect(h.where(t)).toEqual({ z: 'hand' });
    expect(h.s.cards[t]?.owner).toBe('player-1');
    h.finish();
  });
});
