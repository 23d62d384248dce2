/**
 * Commander Data (premium personnel, Federation). He has no special text: he plays with his skills, attributes and icons.
 * His [AU] icon does not bar him in the quick-start game, which ignores icons. He is a separate persona
 * from Data (an illusion of Barash), so both may be in play for one player.
 */
import { declareCard } from '../registry.ts';

export default declareCard('commander-data', {
  text: 'No special text: skills, attributes and icons only.',
});
