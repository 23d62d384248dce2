/**
 * Gi'ral (premium personnel, Klingon). Her card text, in our words: with Tokath at an unsolved planet
 * mission she lets you build a Colony there, and at that Colony Ba'el scores double. Colony, Tokath and
 * Ba'el are not in our card pool and the quick-start rules have no facilities to build, so in the intro
 * game she plays with her skills and attributes only.
 */
import { declareCard } from '../registry.ts';

export default declareCard('giral', {
  text: "With Tokath at an unsolved planet mission she may build a Colony there, where Ba'el scores double (none of these cards is in the intro game).",
});
