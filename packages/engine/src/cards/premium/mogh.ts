/**
 * Mogh (premium personnel, Klingon). He has no special text: he plays with his skills, attributes and icons. His
 * [AU] icon does not bar him in the quick-start game, which ignores icons. He is Worf's father and shares
 * no persona with any other card.
 */
import { declareCard } from '../registry.ts';

export default declareCard('mogh', {
  text: 'No special text: skills, attributes and icons only.',
});
