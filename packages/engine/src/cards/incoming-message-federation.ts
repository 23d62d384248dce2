/**
 * Incoming Message - Federation (Premiere interrupt): a Federation ship is called home to its owner's nearest
 * Federation outpost (cards/incoming-message.ts, rules/incoming-message.ts).
 */
import { incomingMessageCard } from './incoming-message.ts';

export default incomingMessageCard('incoming-message-federation', 'federation');
