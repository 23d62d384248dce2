/** Boratus (Alternate Universe personnel, Non-Aligned SECURITY, a Vorgon): his peek at seed cards (cards/seed-peekers.ts). Vorgon Raiders needs him with Ajur. */
import { vorgonPeeker } from './seed-peekers.ts';

export const BORATUS = 'boratus';
export default vorgonPeeker(BORATUS);
