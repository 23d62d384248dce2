/**
 * Card references to personnel by name, for requirements and card text (docs/RULINGS.md (Persona rulings),
 * ruling 49): a reference to "X" is met by a card titled X or by any version of the X persona; "any X" is
 * met by every member of that "any" group (versions, mirror counterparts, the same character in another
 * time; never impersonators); "any version of X's persona" only by versions of X.
 */
import { facts } from '../../cards/facts.ts';
import { playPersonaRules } from '../personas.ts';
import { personaOf } from './limits.ts';

const { anyGroup } = playPersonaRules;
const groupCache = new Map<string, Set<string> | null>();

function groupMembers(reference: string): Set<string> | null {
  let m = groupCache.get(reference);
  if (m === undefined) {
    try {
      m = new Set(anyGroup(reference).members.map((x) => x.id));
    } catch {
      m = null; // no such group: the reference matches nothing beyond exact titles
    }
    groupCache.set(reference, m);
  }
  return m;
}

/** Whether the card definition meets a reference to a personnel by name ("X", "any X", "any version of X's persona"). */
export function meetsReference(defId: string, reference: string): boolean {
  const ref = reference.trim();
  if (/^any /i.test(ref)) return groupMembers(ref)?.has(defId) ?? false;
  if (facts(defId).name === ref) return true;
  return personaOf(defId)?.personas.includes(ref) ?? false;
}
