/**
 * What the client says about a card: drawn from the card facts and the behaviour registry
 * (the effect in our own words). Until the engine exports cardText(defId), the text comes from
 * the behaviour registry, and for cards without behaviour from a description of the facts.
 */
import type { CardFacts } from '@stccg/engine';
import { facts, hasFacts, readableText, seatName } from '@stccg/engine';
import { behaviour } from '@stccg/engine/cards/registry.ts';

export type Tone = 'federation' | 'klingon' | 'romulan' | 'non-aligned' | 'neutral';

export function tone(f: CardFacts): Tone {
  if (f.type === 'mission') {
    const icons = f.affiliationIcons;
    if (icons.length === 1) return icons[0] as Tone;
    return 'neutral';
  }
  return f.affiliation ?? 'neutral';
}

/** A glyph per card type; the types constructed play adds (artifact, doorway, facility) have theirs before the engine knows them. */
export const TYPE_GLYPH: Readonly<Record<string, string>> = {
  personnel: '☺',
  ship: '▲',
  outpost: '⌂',
  mission: '◎',
  dilemma: '!',
  equipment: '⚒',
  event: '✦',
  interrupt: '⚡',
  artifact: '◈',
  doorway: '⊓',
  facility: '⌂',
};

const cap = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

export function skillsLine(f: CardFacts): string {
  if (f.type !== 'personnel') return '';
  return f.skills.map((s) => (s.level > 1 ? `${s.skill} x${s.level}` : s.skill)).join(', ');
}

/** The card's numbers in one short line. */
export function statsLine(f: CardFacts): string {
  switch (f.type) {
    case 'personnel':
      return `INT ${f.integrity} · CUN ${f.cunning} · STR ${f.strength}`;
    case 'ship':
      return `RNG ${f.range} · WEA ${f.weapons} · SHI ${f.shields}`;
    case 'outpost':
      return `SHI ${f.shields}`;
    case 'mission':
      return `span ${f.span} · ${f.points} pts`;
    default:
      return '';
  }
}

/** A description of the card from its facts alone, in our own words. */
export function describeFacts(f: CardFacts): string {
  switch (f.type) {
    case 'personnel': {
      const who = [f.species, f.gender].filter(Boolean).join(', ');
      return `${cap(f.affiliation)} personnel, ${f.classification}${who ? ` (${who})` : ''}. INTEGRITY ${f.integrity}, CUNNING ${f.cunning}, STRENGTH ${f.strength}. Skills: ${skillsLine(f) || 'none'}.`;
    }
    case 'ship':
      return `${cap(f.affiliation)} ship, ${f.class}. RANGE ${f.range}, WEAPONS ${f.weapons}, SHIELDS ${f.shields}.${f.staffing.length ? ` Staffing: ${f.staffing.join(', ')}.` : ''}${f.specialEquipment.length ? ` Special equipment: ${f.specialEquipment.join(', ')}.` : ''}`;
    case 'outpost':
      return `${cap(f.affiliation)} outpost: your ships dock and your cards report here. SHIELDS ${f.shields}.`;
    case 'mission':
      return `${cap(f.missionType)} mission${f.location ? ` at ${f.location}` : ''}: span ${f.span}, ${f.points} points for the player who completes it. Needs: ${f.requirementsFormula}. Affiliations that may attempt it: ${f.affiliationIcons.map(cap).join(', ')}.`;
    case 'dilemma':
      return `${cap(f.dilemmaType)} dilemma, seeded face down under a mission.${f.appliesOnlyIf ? ` Affects only an Away Team with a ${f.appliesOnlyIf.awayTeamHas.gender} member.` : ''}${f.bonusPoints ? ` Worth ${f.bonusPoints} bonus points.` : ''}`;
    case 'equipment':
      return f.grantsSkill
        ? `Equipment: gives ${f.grantsSkill.skill} to each ${f.grantsSkill.to.classification} of yours ${f.grantsSkill.to.where}.`
        : 'Equipment, played where your personnel are: its text says what it gives them.';
    case 'event':
      return f.playsOn ? `Event, played on ${f.playsOn}.` : 'Event: its text says where it is played.';
    case 'interrupt':
      return `Interrupt, played in response to an action${f.bonusPoints ? `; worth ${f.bonusPoints} bonus points` : ''}.`;
    case 'artifact':
      return `Artifact, seeded face down under a mission and earned by the player who solves it.${f.bonusPoints ? ` Worth ${f.bonusPoints} bonus points.` : ''}`;
    case 'doorway':
      return 'Doorway, a card on the table: its text says what it opens (an Alternate Universe Door opened in the seed phase lets its owner play [AU] cards).';
    default:
      // a card type the engine may add later: its type, its text in the card panel
      return `${cap((f as { type: string }).type)}.`;
  }
}

/** The card's effect in our own words (behaviour registry), or a description of its facts. */
export function cardText(defId: string): string {
  const b = behaviour(defId);
  if (b?.text) return b.text;
  return hasFacts(defId) ? describeFacts(facts(defId)) : '';
}

export function factsOrNull(defId: string): CardFacts | null {
  return hasFacts(defId) ? facts(defId) : null;
}

/**
 * A text with the player ids in it as names ("federation moves ..." reads "Federation moves ...",
 * the engine's way; a constructed game's "player-1" reads "Player 1").
 */
export function prettyText(text: string): string {
  return readableText(text).replace(/\bplayer-(\d+)\b/g, 'Player $1');
}

/** A seat's name (the engine's words: Federation, Klingon; a constructed game's Player 1, Player 2). */
export { seatName };
