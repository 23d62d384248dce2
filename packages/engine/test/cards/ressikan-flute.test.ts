/**
 * Ressikan Flute (Alternate Universe artifact, 103_006): the moment it is earned its holder scores 4
 * points for each different Music personnel present where the mission was solved (five at most), and
 * it lies with those points on his side of the table (the bonus area); a second flute of his scores
 * nothing. Set up as constructed positions (player-2 active); docs/RULINGS.md, "Alternate Universe
 * artifacts, Ajur and Boratus".
 */
import { describe, expect, it } from 'vitest';
import { advance } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { earnArtifacts } from '../../src/rules/artifacts.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { seat } from '../../src/core/types.ts';
import { checkInvariants } from '../../src/core/invariants.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const FL = 'Ressikan Flute';
type H = ReturnType<typeof setupTest>;
/** The invariants hold (the mission is solved by a direct call here, no recorded action to replay). */
const sound = (h: H) => expect(checkInvariants(h.s, Object.keys(h.s.cards).length)).toEqual([]);
// Music: Jenna D'Sora, Neela Daren, McKnight, Thomas Riker, William T. Riker, Amarie; none: Taitt, Mendon
const MUSIC = ["Jenna D'Sora", 'Neela Daren', 'McKnight', 'Thomas Riker', 'William T. Riker', 'Amarie'];

describe('Ressikan Flute', () => {
  it('is an artifact of the card data, implemented, with its text in our words', () => {
    expect(facts('ressikan-flute').type).toBe('artifact');
    expect(cardImplementation('103_006')).toEqual({ implemented: true });
    expect(cardText('ressikan-flute')).toContain('4 points for each different personnel with Music');
  });

  it('earned by an Away Team with two Music personnel: 8 points at once, the flute in the solver\'s bonus area, not in hand', () => {
    const h = setupTest(base({ seeded: { Gault: [FL] }, planets: {} }, { planets: { Gault: ["Jenna D'Sora", 'Neela Daren', 'Taitt'] } }));
    const fl = h.card(FL, 'player-1');
    earnArtifacts(h.s, 'player-2', h.card('Gault'));
    advance(h.s);
    expect(h.where(fl)).toEqual({ z: 'bonus', player: 'player-2' });
    expect(h.s.cards[fl]).toMatchObject({ owner: 'player-2', points: 8 });
    expect(seat(h.s, 'player-2').score).toBe(8);
    expect(seat(h.s, 'player-2').hand).not.toContain(fl);
    sound(h);
  });

  it('a space mission: the crew aboard the solving ship counts, the Away Team elsewhere does not; the opponent\'s musician present counts too', () => {
    const h = setupTest(
      base(
        { seeded: { 'Avert Danger': [FL] }, planets: {}, ships: [{ card: 'U.S.S. Galaxy', at: 'Avert Danger', crew: ['McKnight'] }] },
        { ships: [{ card: 'U.S.S. Galaxy', at: 'Avert Danger', crew: ['Thomas Riker', 'Taitt'] }], planets: { Gault: ["Jenna D'Sora"] } },
      ),
    );
    const ship = h.card('U.S.S. Galaxy', 'player-2');
    earnArtifacts(h.s, 'player-2', h.card('Avert Danger'), ship);
    advance(h.s);
    expect(seat(h.s, 'player-2').score).toBe(4); // Thomas Riker only: McKnight is aboard another ship
    sound(h);
  });

  it('negative: no Music personnel present scores 0 (the flute still lies in the bonus area)', () => {
    const h = setupTest(base({ seeded: { Gault: [FL] }, planets: {} }, { planets: { Gault: ['Taitt', 'Mendon'] } }));
    earnArtifacts(h.s, 'player-2', h.card('Gault'));
    advance(h.s);
    expect(seat(h.s, 'player-2').score).toBe(0);
    expect(h.where(h.card(FL, 'player-2'))).toEqual({ z: 'bonus', player: 'player-2' });
    sound(h);
  });

  it('boundary: five Music personnel give 20, a sixth adds nothing; two of one name count once', () => {
    const five = setupTest(base({ seeded: { Gault: [FL] }, planets: {} }, { planets: { Gault: MUSIC.slice(0, 5) } }));
    earnArtifacts(five.s, 'player-2', five.card('Gault'));
    advance(five.s);
    expect(seat(five.s, 'player-2').score).toBe(20);
    sound(five);
    const six = setupTest(base({ seeded: { Gault: [FL] }, planets: {} }, { planets: { Gault: MUSIC } }));
    earnArtifacts(six.s, 'player-2', six.card('Gault'));
    advance(six.s);
    expect(seat(six.s, 'player-2').score).toBe(20);
    sound(six);
    const twins = setupTest(base({ seeded: { Gault: [FL] }, planets: {} }, { planets: { Gault: ['Amarie', 'Amarie'] } }));
    earnArtifacts(twins.s, 'player-2', twins.card('Gault'));
    advance(twins.s);
    expect(seat(twins.s, 'player-2').score).toBe(4);
    sound(twins);
  });

  it('not duplicatable: two flutes earned together, the first scores and the second is discarded; the opponent\'s scored flute does not bar it', () => {
    const h = setupTest(base({ seeded: { Gault: [FL] }, planets: {} }, { seeded: { Gault: [FL] }, planets: { Gault: ['Amarie'] } }));
    const [a, b] = h.cards(FL) as [string, string];
    earnArtifacts(h.s, 'player-2', h.card('Gault'));
    advance(h.s);
    expect(seat(h.s, 'player-2').score).toBe(4);
    const places = [h.where(a), h.where(b)].map((x) => x.z).sort();
    expect(places).toEqual(['bonus', 'discard']);
    sound(h);
    const theirs = setupTest(base({ seeded: { Gault: [FL] }, planets: { 'Reported Activity': ['Amarie'] } }, { seeded: { 'Reported Activity': [FL] }, planets: { Gault: ['Amarie'] } }));
    earnArtifacts(theirs.s, 'player-1', theirs.card('Reported Activity'));
    advance(theirs.s);
    earnArtifacts(theirs.s, 'player-2', theirs.card('Gault'));
    advance(theirs.s);
    expect([seat(theirs.s, 'player-1').score, seat(theirs.s, 'player-2').score]).toEqual([4, 4]);
    sound(theirs);
  });

  it('wrong timing: never played from hand (it acts only when earned)', () => {
    const h = setupTest(base({}, { hand: [FL], table: ['Alternate Universe Door'] }));
    const fl = h.card(FL, 'player-2');
    expect(whyNotPlayable(h.s, 'player-2', fl)).toMatch(/acts at once when it is earned/);
    expect(h.options().filter((o) => o.card === fl)).toEqual([]);
  });
});
