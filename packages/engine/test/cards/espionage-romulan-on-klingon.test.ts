/** Espionage: Romulan on Klingon (Premiere event 101_074): the shared Espionage spec (espionage-spec.ts). */
import { espionageSpec } from './espionage-spec.ts';

espionageSpec({
  def: 'espionage-romulan-on-klingon',
  blueprintId: '101_074',
  name: 'Espionage: Romulan on Klingon',
  spy: 'romulan',
  on: 'klingon',
  mission: 'Reopen Dig',
  team: ['Galathon', 'Parem'],
  other: 'Gravesworld',
  outsider: 'Taitt',
});
