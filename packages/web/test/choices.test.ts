/** Choices that scale (issue 22, item 9): options that share a card are listed once, the card first, then its targets. */
import { describe, expect, it } from 'vitest';
import type { Option } from '@stccg/engine';
import { Game, view as project } from '@stccg/engine';
import { cardChoiceLabel, entriesByCard, groupOptions, isFinishOption, targetIds } from '../src/decisions.ts';
import { pressWords } from '../src/guide.ts';

const opt = (id: string, label: string, card?: string, target?: string, group = 'play'): Option => ({
  id,
  label,
  ...(card !== undefined ? { card } : {}),
  ...(target !== undefined ? { target } : {}),
  group,
  act: { type: 'pass' },
} as Option);

describe('a card first, then its targets', () => {
  const ships = ['s1', 's2', 's3', 's4'];
  const play = [
    opt('play:r', 'Report Gorta at Federation Outpost', 'r', 'out'),
    ...ships.map((s) => opt(`play:ai:${s}`, `Play Atmospheric Ionization on U.S.S. ${s}`, 'ai', s)),
    opt('play:c', 'Commission U.S.S. Galaxy at Federation Outpost', 'c', 'out'),
    opt('play:e:table', 'Play Escape Pod on the table', 'e'),
  ];

  it('lists a card with several options once, where its first option stood; a card with one stays a direct option', () => {
    const entries = entriesByCard(play);
    expect(entries.map((e) => (e.kind === 'option' ? e.option.id : `card:${e.card}`))).toEqual(['play:r', 'card:ai', 'play:c', 'play:e:table']);
    const ai = entries[1];
    expect(ai?.kind).toBe('card');
    if (ai?.kind !== 'card') return;
    expect(ai.label).toBe('Play Atmospheric Ionization…');
    expect(ai.options.map((o) => o.target)).toEqual(ships);
    // every option is still reachable, none twice
    const all = entries.flatMap((e) => (e.kind === 'option' ? [e.option] : e.options));
    expect(all.map((o) => o.id).sort()).toEqual(play.map((o) => o.id).sort());
  });

  it('lights the chosen card\'s targets, as a card chosen on the table would', () => {
    expect([...targetIds(play, 'ai')].sort()).toEqual(ships);
  });

  it('words the card\'s button from what its options share, else from its name', () => {
    expect(cardChoiceLabel([opt('a', 'Seed Archer under Homeward'), opt('b', 'Seed Archer under Gault')])).toBe('Seed Archer…');
    expect(cardChoiceLabel([opt('a', "Move I.K.C. K'Vort to Gault (RANGE 2 of 8)"), opt('b', "Move I.K.C. K'Vort to Homeward (RANGE 5 of 8)")])).toBe("Move I.K.C. K'Vort…");
    expect(cardChoiceLabel([opt('a', 'Play Red Alert: on the table'), opt('b', 'Play Red Alert: at Gault')])).toBe('Play Red Alert…');
    // targets that share words: up to the card's name when it is known, else to the last joining word
    const ion = [opt('a', 'Play Atmospheric Ionization on U.S.S. Galaxy'), opt('b', 'Play Atmospheric Ionization on U.S.S. Nebula')];
    expect(cardChoiceLabel(ion)).toBe('Play Atmospheric Ionization…');
    expect(cardChoiceLabel(ion, 'Atmospheric Ionization')).toBe('Play Atmospheric Ionization…');
    expect(cardChoiceLabel([opt('a', 'Seed Shot in the Back under Gault'), opt('b', 'Seed Shot in the Back under Homeward')], 'Shot in the Back')).toBe('Seed Shot in the Back…');
    expect(cardChoiceLabel([opt('a', 'Left end (before Gault)'), opt('b', 'Right end (after Homeward)')], 'Homeward')).toBe('Homeward…');
    expect(cardChoiceLabel([opt('a', 'Beam down to Gault'), opt('b', 'Beam up from Gault')], null)).toBe('Beam…');
  });

  it('leaves a decision about one card as its list of options (the ends of a mission, an outpost\'s places)', () => {
    const ends = [opt('left', 'Left end (before Gault)', 'm', 'left', 'setup'), opt('right', 'Right end (after Homeward)', 'm', 'right', 'setup')];
    expect(entriesByCard(ends).map((e) => e.kind)).toEqual(['option', 'option']);
    // options that name no card (an attempt, a battle against an Away Team) are never gathered
    const attempts = [opt('attempt:a', 'Attempt Gault with 4 personnel', undefined, 'a', 'attempt'), opt('attempt:b', 'Attempt Homeward with 4 personnel', undefined, 'b', 'attempt')];
    expect(entriesByCard(attempts).map((e) => e.kind)).toEqual(['option', 'option']);
  });

  it('turns the seeding wall (a button per dilemma and mission) into a button per dilemma', () => {
    const g = Game.create({ seed: 5 });
    let seeding: Option[] | null = null;
    let seat: 'federation' | 'klingon' = 'federation';
    for (let n = 0; n < 200 && g.state.pending && !seeding; n++) {
      const p = g.state.pending;
      if (p.options.filter((o) => o.id.startsWith('seed:')).length > 12) {
        seeding = p.options;
        seat = p.player as typeof seat;
        break;
      }
      g.act({ decision: p.id, option: (p.options[0] as Option).id });
    }
    expect(seeding, 'a seeding decision with many options').not.toBeNull();
    if (!seeding) return;
    const rest = seeding.filter((o) => !isFinishOption(o));
    const lines = groupOptions(rest).flatMap((g) => entriesByCard(g.options));
    const dilemmas = new Set(rest.filter((o) => o.id.startsWith('seed:')).map((o) => o.card));
    expect(dilemmas.size).toBeGreaterThan(1);
    // one line per dilemma instead of one per dilemma and mission
    expect(lines.length).toBeLessThan(rest.length / 3);
    for (const d of dilemmas) {
      const line = lines.find((e) => e.kind === 'card' && e.card === d);
      expect(line, `${d} listed once`).toBeDefined();
      if (line?.kind === 'card') expect(line.label).toMatch(/^Seed .+…$/);
    }
    // the first-game guide names both buttons to press: the dilemma's line, then its mission
    const first = rest[0] as Option;
    const line = lines.find((e) => e.kind === 'card' && e.card === first.card);
    expect(pressWords(project(g.state, seat), seeding, first)).toBe(`“${line?.kind === 'card' ? line.label : ''}”, then “${first.label}”`);
    const single = { ...first, id: 'x', card: 'nothing-else' };
    expect(pressWords(project(g.state, seat), [...seeding, single], single)).toBe(`“${first.label}”`);
  });
});
