/**
 * Incoming Message - Romulan (Premiere interrupt): a Romulan ship is called home to its owner's nearest
 * Romulan outpost (cards/incoming-message.ts, rules/incoming-message.ts).
 */
import { incomingMessageCard } from './incoming-message.ts';

export default incomingMessageCard('incoming-message-romulan', 'romulan');
