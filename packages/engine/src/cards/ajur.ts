/** Ajur (Alternate Universe personnel, Non-Aligned SECURITY, a Vorgon): her peek at seed cards (cards/seed-peekers.ts). Vorgon Raiders needs her with Boratus. */
import { vorgonPeeker } from './seed-peekers.ts';

export const AJUR = 'ajur';
export default vorgonPeeker(AJUR);
