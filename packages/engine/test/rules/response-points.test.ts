/**
 * Response points from the card pool (issue 23, item 3): an interrupt that answers a happening
 * (before or after it, when it is its player's own or the opponent's) gives the game a response
 * point there, with no call site of its own in the rules. Where the points are depends on the pool,
 * which both players know, never on a hand: a player is asked there whether or not they hold such
 * a card. Test cards take the place of Data Laughing (which has no use in the intro game) in
 * registries of their own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cardRegistry, installCards, installedCards } from '../../src/cards/registry.ts';
import type { CardDefinition } from '../../src/cards/registry.ts';
import { dilemmaCard, interruptCard } from '../../src/cards/language.ts';
import type { PositionSpec } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { attempt, eventCards } from '../cards/helpers.ts';

const standard = installedCards();
afterEach(() => installCards(standard));

/** A pool with these cards in the place of the standard ones of the same ids, and without the ones named. */
function pool(cards: CardDefinition[], without: string[] = []): void {
  const byId = new Map(cards.map((d) => [d.id, d]));
  installCards(cardRegistry(standard.definitions.filter((d) => !without.includes(d.id)).map((d) => byId.get(d.id) ?? d)));
}

// the dilemma at Homeward kills one member of the team, at random
const KILLER = dilemmaCard('impassable-door', 'test: a random member dies', { fail: [{ kill: { from: 'awayTeam', by: 'random' }, why: 'a test' }], failDispose: 'discard' });
// after the opponent's personnel is killed, take a card back from your discard pile
const AVENGER = interruptCard('data-laughing', 'test: after a personnel of the opponent is killed, take back a card', {
  when: { after: { happening: 'personnelKilled', by: 'opponent' } },
  needs: { inYourDiscard: {} },
  target: { nothing: true },
  effects: [{ retrieve: {} }],
});

function game(klingonHand: string[]): Harness {
  const spec: PositionSpec = {
    turn: { active: 'federation' },
    dilemmas: { homeward: ['Impassable Door'] },
    federation: { planets: { homeward: ['Taurik', 'Darian Wallace'] } },
    klingon: { hand: klingonHand, discard: ['Tricorder'], alwaysRespond: true },
  } as PositionSpec;
  return setupTest(spec);
}

/** The Klingon's response prompts while the Federation attempts Homeward, each passed (or answered with the option given). */
function promptsDuringAttempt(h: Harness, answer?: string): string[] {
  attempt(h, 'Homeward');
  const prompts: string[] = [];
  while (h.s.pending?.kind === 'respond' && h.s.pending.player === 'klingon') {
    prompts.push(h.s.pending.prompt ?? '');
    const wanted = answer;
    const play = wanted ? h.options().find((o) => o.label.startsWith(wanted)) : undefined;
    h.chooseId(play ? play.id : 'pass');
    if (play) {
      answer = undefined;
      h.passResponses();
      // the card it takes back
      if ((h.s.pending?.kind as string | undefined) === 'chooseFromDiscard') h.choose('Tricorder');
    }
    h.passResponses();
  }
  return prompts;
}

describe('response points come from the card pool', () => {
  it('an interrupt answering a kill gives a response point right after it, to the player it names, who may play it there', () => {
    pool([KILLER, AVENGER]);
    expect(installedCards().answered('after', 'personnelKilled')).toEqual(['opponent']);
    const h = game(['Data Laughing']);
    const prompts = promptsDuringAttempt(h, 'Play Data Laughing');
    expect(prompts.filter((p) => p.includes('was just killed'))).toHaveLength(1);
    // played there: the Tricorder came back to the Klingon's hand
    expect(eventCards(h, 'cardRetrieved')).toEqual([h.card('Tricorder', 'klingon')]);
    expect(h.where(h.card('Tricorder', 'klingon')).z).toBe('hand');
    expect(h.where(h.card('Data Laughing', 'klingon')).z).toBe('discard');
    h.finish();
  });

  it('the point is there whether or not the player holds such a card: the pool decides, not the hand', () => {
    pool([KILLER, AVENGER]);
    const h = game([]);
    const prompts = promptsDuringAttempt(h);
    expect(prompts.filter((p) => p.includes('was just killed'))).toHaveLength(1);
    h.finish();
  });

  it('without such a card in the pool there is no point after a kill; the player it does not name is not asked there', () => {
    pool([KILLER]);
    expect(installedCards().answered('after', 'personnelKilled')).toEqual([]);
    const none = game(['Data Laughing']);
    expect(promptsDuringAttempt(none).filter((p) => p.includes('was just killed'))).toEqual([]);
    none.finish();
    // answering the player's own kills: the Klingon, whose personnel did not die, is not asked
    pool([KILLER, interruptCard('data-laughing', 'test: after your own personnel is killed', { when: { after: { happening: 'personnelKilled', by: 'you' } }, needs: { inYourDiscard: {} }, target: { nothing: true }, effects: [{ retrieve: {} }] })]);
    const own = game(['Data Laughing']);
    expect(promptsDuringAttempt(own).filter((p) => p.includes('was just killed'))).toEqual([]);
    own.finish();
  });

  it('a pool without Escape Pod has no point before a ship is destroyed; the standard pool has one, for the ship\'s owner', () => {
    expect(installedCards().answered('before', 'shipDestroyed')).toEqual(['you']);
    expect(installedCards().answered('after', 'missionCompleted')).toEqual(['you']);
    const spec: PositionSpec = {
      spaceline: ['Homeward', 'Gault', 'Distress Mission', 'Reported Activity'],
      klingon: { outpost: 'Gault', ships: [{ card: "I.K.C. Vor'Cha", at: 'Reported Activity', crew: ['Klag'] }, { card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Batrell'] }] },
      federation: { outpost: 'Homeward', alwaysRespond: true, ships: [{ card: 'U.S.S. Galaxy', at: 'Reported Activity', crew: ['Taitt', 'Mendon'], damaged: true }] },
    } as PositionSpec;
    const destroyPrompts = (): string[] => {
      const h = setupTest(spec);
      h.choose(`battle:ship@${h.card('U.S.S. Galaxy')}`);
      h.choose('all');
      h.choose(`target:${h.card("I.K.C. K'Vort")}`);
      const prompts: string[] = [];
      while (h.s.pending?.kind === 'respond') {
        prompts.push(h.s.pending.prompt ?? '');
        h.chooseId('pass');
      }
      return prompts.filter((p) => p.includes('is being destroyed'));
    };
    expect(destroyPrompts()).toEqual(['U.S.S. Galaxy is being destroyed. Respond with an interrupt?']);
    pool([], ['escape-pod']);
    expect(installedCards().answered('before', 'shipDestroyed')).toEqual([]);
    expect(destroyPrompts()).toEqual([]);
  });

  it('a card answering a happening before it, where the rules give no point before it, is refused when its pool is built', () => {
    const early = interruptCard('data-laughing', 'test: before a kill', { when: { before: { happening: 'personnelKilled', by: 'opponent' } }, target: { nothing: true }, effects: [] });
    expect(() => cardRegistry([early])).toThrow('card data-laughing answers personnelKilled before it happens, which the rules give no response point for (only shipDestroyed, randomDeath, transporting)');
    expect(installedCards()).toBe(standard);
  });

  it('the opponent\'s point between two orders says which order it answers; an order the opponent gives is named, not the cards it moves', () => {
    const h = setupTest({
      spaceline: ['Homeward', 'Gault', 'Distress Mission', 'Reported Activity'],
      turn: { active: 'federation', number: 2 },
      klingon: { alwaysRespond: true },
      federation: { outpost: 'Homeward', ships: [{ card: 'U.S.S. Galaxy', at: 'Gault', crew: ['Taitt'] }] },
    } as PositionSpec);
    h.choose(`move:${h.card('U.S.S. Galaxy')}>${h.card('Homeward')}`);
    expect(h.s.pending?.kind).toBe('respond');
    expect(h.s.pending?.player).toBe('klingon');
    expect(h.s.pending?.prompt).toBe('federation moved U.S.S. Galaxy to Homeward. Respond with an interrupt?');
    h.chooseId('pass');
    h.choose(`beam:${h.card('U.S.S. Galaxy')}>planet:${h.card('Homeward')}`);
    h.choose('Taitt');
    if ((h.s.pending?.kind as string) !== 'respond') h.choose('done');
    expect(h.s.pending?.prompt).toBe('federation gave an order to beam from U.S.S. Galaxy to the planet of Homeward. Respond with an interrupt?');
    h.passResponses();
    h.finish();
  });
});

