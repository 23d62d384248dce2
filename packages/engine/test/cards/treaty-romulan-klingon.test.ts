/** Treaty: Romulan/Klingon (Premiere event, cards/treaty-romulan-klingon.ts): your romulan and klingon cards may mix while it is on your table. */
import { treatySpec } from './treaty-spec.ts';

treatySpec('treaty-romulan-klingon', '101_101', 'Treaty: Romulan/Klingon', 'romulan', 'klingon');
