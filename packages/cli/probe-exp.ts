import { createEngine, randomDeck } from '../engine/src/index.ts';
import { exportDeckFile } from '../engine/src/decks/export.ts';
import { writeFileSync } from 'node:fs';
const engine = createEngine({ format: 'constructed' });
const pool = [...engine.cards];
const [card, out, ...extra] = process.argv.slice(2);
for (let s = 1; s < 100000; s++) {
  const d = randomDeck(s, { pool });
  if (!(d.seed.includes(card!) || d.draw.includes(card!))) continue;
  if (extra.some((e) => !(d.seed.includes(e) || d.draw.includes(e)))) continue;
  // more copies of the card: replace personnel? just write as is
  writeFileSync(out!, exportDeckFile(d));
  console.log('seed', s, 'count', d.draw.filter((x) => x === card).length);
  break;
}
