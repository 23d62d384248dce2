/**
 * Sarjenka (Premiere planet dilemma, 5 points): the encountering player leaves her (discarded, the
 * team goes on) or helps her (5 points, every Away Team on the planet stopped). Who chooses; both
 * answers; the other player's team on the planet; met in a space attempt (DD2).
 */
import { describe, expect, it } from 'vitest';
import { seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { events } from './helpers.ts';
import { AT_44, meet, stopped } from './dilemma-positions.ts';
import { spaceAttempt } from './space-dilemma-spec.ts';

const S = 'Sarjenka';
const withOther = { p1: { planets: { Gault: ['Geordi La Forge'] } } };

describe('Sarjenka', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_048')).toEqual({ implemented: true });
    expect(cardText('sarjenka')).toContain('help her');
  });

  it('the encountering player (not the opponent) is asked, with two answers', () => {
    const h = meet([S], { team: AT_44 });
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.s.pending?.kind).toBe('chooseSarjenka');
    expect(h.options().map((o) => o.id)).toEqual(['sarjenka:help', 'sarjenka:ignore']);
    h.choose('sarjenka:ignore');
    h.finish();
  });

  it('helped: 5 points, every Away Team on the planet is stopped (the other player\'s too), the next dilemma is not met', () => {
    const h = meet([S, 'Wind Dancer'], { team: AT_44, ...withOther });
    const before = seat(h.s, 'player-2').score;
    h.choose('sarjenka:help');
    h.passResponses();
    expect(seat(h.s, 'player-2').score).toBe(before + 5);
    expect(seat(h.s, 'player-1').score).toBe(0);
    expect(h.where(h.card(S, 'player-1')).z).toBe('bonus');
    expect(AT_44.every((n) => stopped(h, n))).toBe(true);
    expect(h.s.cards[h.card('Geordi La Forge', 'player-1')]?.stopped).toBe(true);
    expect(h.where(h.card('Wind Dancer', 'player-1')).z).toBe('underMission');
    h.finish();
  });

  it('left: discarded, no points, nobody stopped, the team meets the next dilemma', () => {
    const h = meet([S, 'Wind Dancer'], { team: AT_44, ...withOther });
    const before = seat(h.s, 'player-2').score;
    h.choose('sarjenka:ignore');
    h.passResponses();
    expect(h.where(h.card(S, 'player-1')).z).toBe('discard');
    expect(seat(h.s, 'player-2').score).toBe(before);
    expect(h.s.cards[h.card('Geordi La Forge', 'player-1')]?.stopped).toBeFalsy();
    expect(events(h, 'dilemmaRevealed').map((e) => e.data?.card)).toContain(h.card('Wind Dancer', 'player-1'));
    h.finish();
  });

  it('met in a space attempt (wrong place): discarded with no effect and no question', () => {
    const h = spaceAttempt(['Kromm'], [S]);
    expect(h.s.pending?.kind).toBe('main');
    expect(h.where(h.card(S, 'player-1')).z).toBe('discard');
    expect(events(h, 'dilemmaNoEffect')).toHaveLength(1);
    h.finish();
  });
});
