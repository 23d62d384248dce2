/**
 * Spock (premium personnel, Federation). He has no special text: he plays with his skills (Mindmeld is an ordinary
 * skill here), attributes and icons. This 24th-century ambassador is a separate persona from the
 * 23rd-century Mr. Spock, though both count for "any Spock".
 */
import { declareCard } from '../registry.ts';

export default declareCard('spock', {
  text: 'No special text: skills, attributes and icons only.',
});
