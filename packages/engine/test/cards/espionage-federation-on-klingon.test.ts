/** Espionage: Federation on Klingon (Premiere event 101_071): the shared Espionage spec (espionage-spec.ts). */
import { espionageSpec } from './espionage-spec.ts';

espionageSpec({
  def: 'espionage-federation-on-klingon',
  blueprintId: '101_071',
  name: 'Espionage: Federation on Klingon',
  spy: 'federation',
  on: 'klingon',
  mission: 'Fever Emergency',
  team: ['Calloway', 'Calloway', 'Calloway'],
  other: 'Gravesworld',
  outsider: 'Galathon',
});
