/** Espionage: Romulan on Federation (Premiere event 101_073): the shared Espionage spec (espionage-spec.ts). */
import { espionageSpec } from './espionage-spec.ts';

espionageSpec({
  def: 'espionage-romulan-on-federation',
  blueprintId: '101_073',
  name: 'Espionage: Romulan on Federation',
  spy: 'romulan',
  on: 'federation',
  mission: 'Gravesworld',
  team: ['Takket', 'Thei'],
  other: 'Reopen Dig',
  outsider: 'Klag',
});
