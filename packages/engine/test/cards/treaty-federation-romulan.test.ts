/** Treaty: Federation/Romulan (Premiere event, cards/treaty-federation-romulan.ts): your federation and romulan cards may mix while it is on your table. */
import { treatySpec } from './treaty-spec.ts';

treatySpec('treaty-federation-romulan', '101_100', 'Treaty: Federation/Romulan', 'federation', 'romulan');
