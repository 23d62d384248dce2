/**
 * Gomtuu (Alternate Universe ship, Non-Aligned, 103_120). Its facts come from the card data, its WEAPONS
 * ("*", an attribute the card leaves undefined) counted as 0. It is staffed only by two levels of
 * Empathy among the personnel aboard (rules/movement.ts isStaffed); staffed, a Supernova at its location
 * leaves it and all aboard untouched (rules/supernova.ts); and in a ship battle, attacking or firing back,
 * a target ship with SHIELDS below 9 is hurled up to 9 span along the spaceline, its player choosing
 * where (rules/hurl.ts). docs/RULINGS.md, "Alternate Universe events, the last four, and Gomtuu".
 */
import { declareCard } from './registry.ts';
import { registerShipFacts } from './au-personnel.ts';
import { HURL_FRAME, hurlFrame } from '../rules/hurl.ts';
import type { FrameHandler } from '../core/flow.ts';

export const GOMTUU = 'gomtuu';
registerShipFacts(GOMTUU, { weapons: 0 });

export default declareCard(GOMTUU, {
  text: 'Needs two Empathy aboard to be staffed. While staffed, a Supernova does not harm it. Its WEAPONS add nothing to an attack, but a ship it attacks or fires back at whose SHIELDS are under 9 is thrown up to 9 span along the spaceline, to a location its player picks.',
  staffedBySkills: [{ skill: 'Empathy', level: 2 }],
  immuneIfStaffed: ['Supernova'],
  hurlsTarget: { shieldsBelow: 9, span: 9 },
  frames: { [HURL_FRAME]: hurlFrame as FrameHandler },
});
