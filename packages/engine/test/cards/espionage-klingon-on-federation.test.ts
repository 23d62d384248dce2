/** Espionage: Klingon on Federation (Premiere event 101_072): the shared Espionage spec (espionage-spec.ts). */
import { espionageSpec } from './espionage-spec.ts';

espionageSpec({
  def: 'espionage-klingon-on-federation',
  blueprintId: '101_072',
  name: 'Espionage: Klingon on Federation',
  spy: 'klingon',
  on: 'federation',
  mission: 'Gravesworld',
  team: ['Divok', 'Klag', 'Kromm'],
  other: 'Reopen Dig',
  outsider: 'Galathon',
});
