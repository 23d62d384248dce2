/**
 * The engine's texts (log lines, option labels, a result's reason) name the players by their seat
 * ids, `federation` and `klingon`. For people they read as the seat names: "Klingon conceded",
 * "Federation: load from Federation Outpost onto U.S.S. Enterprise: Data".
 */
export function seatName(p: string): string {
  return p === 'federation' ? 'Federation' : p === 'klingon' ? 'Klingon' : p === 'spectator' ? 'Spectator' : p;
}

/** A text with every seat id in it written as the seat's name (card names, already capitalised, are left as they are). */
export function readableText(text: string): string {
  return text.replace(/\b(federation|klingon)\b/g, (p: string) => seatName(p));
}
