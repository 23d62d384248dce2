/**
 * Incoming Message - Klingon (Premiere interrupt): a Klingon ship is called home to its owner's nearest
 * Klingon outpost (cards/incoming-message.ts, rules/incoming-message.ts).
 */
import { incomingMessageCard } from './incoming-message.ts';

export default incomingMessageCard('incoming-message-klingon', 'klingon');
