/**
 * Barclay's Protomorphosis Disease (dilemma, planet or space, 10 bonus points). MEDICAL, SCIENCE and
 * SECURITY together cure it and the encountering player scores its 10 points. Otherwise every
 * member of the Away Team or crew dies except androids, who are immune; the survivors are stopped;
 * the card is discarded.
 */
import { declareCard } from './registry.ts';
import { standardDilemma } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import type { CardId, GameState } from '../core/types.ts';
import { personnelFacts } from '../rules/board.ts';
import { kill } from '../rules/dilemmas.ts';

const DEF = 'barclays-protomorphosis-disease';
registerDilemmaFacts(DEF, { anyOf: [{ allOf: [{ skill: 'MEDICAL', count: 1 }, { skill: 'SCIENCE', count: 1 }, { skill: 'SECURITY', count: 1 }] }] });

/** An android: its species or a characteristic says so (Data, Lal, Commander Data, ...). */
export function isAndroid(s: GameState, id: CardId): boolean {
  const f = personnelFacts(s, id);
  return /android/i.test(f.species ?? '') || f.characteristics.some((c) => /android/i.test(c));
}

export default declareCard(DEF, {
  text: 'Overcome with MEDICAL + SCIENCE + SECURITY for 10 bonus points. Otherwise everyone in the Away Team or crew dies, androids excepted. Discard the dilemma.',
  dilemma: {
    resolve: standardDilemma(DEF, {
      failDispose: 'discard',
      overcomeDispose: 'bonus',
      onFail: (s, _f, team) => {
        for (const id of team) if (!isAndroid(s, id)) kill(s, id, "de-evolved by Barclay's Protomorphosis Disease");
      },
    }),
  },
});
