/**
 * Commander Troi (premium personnel, Federation). She has no special text: she plays with her skills, attributes and
 * icons. Her [AU] icon does not bar her in the quick-start game, which ignores icons. She is a separate
 * persona from Deanna Troi (an illusion of Barash), so both may be in play for one player.
 */
import { declareCard } from '../registry.ts';

export default declareCard('commander-troi', {
  text: 'No special text: skills, attributes and icons only.',
});
