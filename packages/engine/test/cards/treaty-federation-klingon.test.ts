/** Treaty: Federation/Klingon (Premiere event, cards/treaty-federation-klingon.ts): your federation and klingon cards may mix while it is on your table. */
import { treatySpec } from './treaty-spec.ts';

treatySpec('treaty-federation-klingon', '101_099', 'Treaty: Federation/Klingon', 'federation', 'klingon');
