/**
 * Cryosatellite (Alternate Universe artifact, [AU]): a seed card that carries others. It seeds under a
 * space mission only; with it there, its owner may seed one more artifact and up to three [AU]
 * personnel under that mission. Whoever solves the mission earns them all: the artifact goes to hand as
 * any earned artifact, the personnel come into play with the crew that solved it, and the Cryosatellite
 * is discarded. The rules are rules/seed-holders.ts; docs/RULINGS.md, "Constructed: Cryosatellite".
 */
import { declareCard } from './registry.ts';

export default declareCard('cryosatellite', {
  text:
    'Goes face down under a space mission only. While it lies there its owner may also put one more artifact and at most three ' +
    'personnel bearing the Alternate Universe icon under that mission. The player who solves the mission earns every one of them: ' +
    'the artifact is taken into hand, the personnel join the crew that solved it, and this card then goes to the discard pile.',
  seedsWith: { where: 'space', artifacts: 1, personnel: { max: 3, icon: 'alternateUniverse' } },
});
