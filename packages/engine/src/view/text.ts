/**
 * The engine's texts (log lines, option labels, a result's reason) name the players by their seat
 * ids (the intro game's: `federation` and `klingon`). For people they read as the seat names,
 * capitalised: "Klingon conceded", "Federation: load from Federation Outpost onto U.S.S. Enterprise: Data".
 */
/** A seat's name: the intro game's (Federation, Klingon); a constructed game's player-1, player-2 as Player 1, Player 2. */
export function seatName(p: string): string {
  const m = /^player-(\d+)$/.exec(p);
  if (m) return `Player ${m[1]}`;
  return p.length ? p.charAt(0).toUpperCase() + p.slice(1) : p;
}

const INTRO_SEATS = ['federation', 'klingon'];
const seatWords = new Map<string, RegExp>();

/** A text with every seat id in it (the game's seats; the intro game's by default) written as the seat's name; card names, already capitalised, are left as they are. */
export function readableText(text: string, seats: readonly string[] = INTRO_SEATS): string {
  const key = seats.join('|');
  let re = seatWords.get(key);
  if (!re) seatWords.set(key, (re = new RegExp(`\\b(${seats.map((p) => p.replace(/[^a-z0-9-]/g, '')).join('|')})\\b`, 'g')));
  return text.replace(re, (p: string) => seatName(p));
}
