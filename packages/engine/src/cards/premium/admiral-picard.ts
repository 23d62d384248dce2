/**
 * Admiral Picard (premium personnel, Federation). He has no special text: he plays with his skills, attributes and icons.
 * His [AU] icon does not bar him in the quick-start game, which ignores icons. He is a separate persona
 * from Jean-Luc Picard (an illusion of Barash, not the same being), so both may be in play for one player,
 * yet he counts for "any Jean-Luc Picard".
 */
import { declareCard } from '../registry.ts';

export default declareCard('admiral-picard', {
  text: 'No special text: skills, attributes and icons only.',
});
