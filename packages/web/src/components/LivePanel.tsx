/**
 * The live game's extras beside the decision: both clocks (a game with a clock), who left the
 * table and the claim, and the game's chat. It shows exactly what the server told: only the clock
 * the server says runs ticks down between views, from the moment its message arrived.
 */
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage, Seat } from '@stccg/server/protocol.ts';
import { clockLeft, clockText, type ClientState, type GameClient } from '../client.ts';
import { seatName } from '../cards.ts';

/** A re-render every `ms` while `on`, for what counts down on screen. */
function useTick(on: boolean, ms: number): number {
  const [, setN] = useState(0);
  useEffect(() => {
    if (!on) return;
    const t = setInterval(() => setN((n) => n + 1), ms);
    return () => clearInterval(t);
  }, [on, ms]);
  return performance.now();
}

export function Clocks({ st, seats, now }: { st: ClientState; seats: readonly Seat[]; now: () => number }) {
  const c = st.clock;
  useTick(!!c?.clock.running, 250);
  if (!c) return null;
  const t = now();
  return (
    <section className="clocks" aria-label="Clocks" data-testid="clocks">
      {seats.map((seat) => {
        const left = clockLeft(c, seat, t);
        const running = c.clock.running === seat;
        return (
          <div key={seat} className={`clock tone-text-${seat} ${running ? 'is-running' : ''} ${left <= 0 ? 'is-out' : ''} ${left > 0 && left < 60_000 ? 'is-low' : ''}`} data-testid={`clock-${seat}`} data-running={running ? 'true' : 'false'}>
            <span className="clock-seat">{st.seat === seat ? 'You' : seatName(seat)}</span> <span className="clock-time" role="timer">{clockText(left)}</span>
            {running && <span className="clock-mark" aria-label="running"> ◀</span>}
          </div>
        );
      })}
    </section>
  );
}

export function PresenceBanner({ st, seats, onClaim, now }: { st: ClientState; seats: readonly Seat[]; onClaim: () => void; now: () => number }) {
  const p = st.presence;
  const away = p ? seats.filter((s) => s !== st.seat && p.presence[s]?.here === false) : [];
  const claimable = st.seat !== 'spectator' && away.length > 0 && away.some((s) => p?.presence[s]?.claimInMs !== undefined);
  useTick(claimable, 500);
  if (!p || away.length === 0 || st.result) return null;
  const t = now();
  if (st.seat === 'spectator' || st.seat === null) {
    return (
      <div className="presence" role="status" data-testid="presence">
        {away.map((s) => `${seatName(s)} left the table.`).join(' ')}
      </div>
    );
  }
  const seat = away[0] as Seat;
  const claimIn = p.presence[seat]?.claimInMs;
  const left = claimIn === undefined ? null : Math.max(0, Math.ceil((claimIn - (t - p.at)) / 1000));
  return (
    <div className="presence" role="status" data-testid="presence">
      {left === null ? (
        <p>Your opponent left; their clock keeps running while they are away.</p>
      ) : (
        <>
          <p data-testid="claim-text">{left > 0 ? `Your opponent left — you may claim the game in ${left} s.` : 'Your opponent left — you may claim the game now.'}</p>
          <button type="button" className="button small" data-testid="claim" onClick={onClaim}>
            Claim the game
          </button>
          {st.claimError && (
            <p className="error" role="alert" data-testid="claim-error">
              {capital(st.claimError)}
            </p>
          )}
        </>
      )}
    </div>
  );
}

function capital(t: string): string {
  return t.charAt(0).toUpperCase() + t.slice(1);
}

function authorOf(m: ChatMessage, me: ClientState['seat']): string {
  if (m.channel === 'spectators') return `${m.author} (watching)`;
  if (m.seat && m.seat === me) return 'You';
  if (m.seat) return `${seatName(m.seat)}${m.author !== 'guest' ? ` (${m.author})` : ''}`;
  return m.author;
}

export function ChatPanel({ st, client }: { st: ClientState; client: GameClient }) {
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const last = st.chat[st.chat.length - 1]?.id;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);
  const seat = st.seat;
  const player = seat !== null && seat !== 'spectator';
  const send = () => {
    if (client.chat(text)) setText('');
  };
  return (
    <section className="chat" aria-labelledby="chat-title" data-testid="chat">
      <h3 id="chat-title">{player ? 'Chat with your opponent' : "Spectators' chat"}</h3>
      {player && (
        <label className="toggle">
          <input type="checkbox" data-testid="chat-spectators" checked={st.spectatorsAllowed.includes(seat)} onChange={(e) => client.setSpectatorChat(e.target.checked)} /> show the spectators' messages
        </label>
      )}
      <ol className="chat-list" ref={list} aria-live="polite" data-testid="chat-list">
        {st.chat.map((m) => (
          <li key={m.id} className={`chat-msg chat-${m.channel}`} data-channel={m.channel}>
            <span className="chat-author">{authorOf(m, seat)}:</span> <span className="chat-text">{m.text}</span>
          </li>
        ))}
        {st.chat.length === 0 && <li className="chat-empty">No messages yet.</li>}
      </ol>
      <form
        className="chat-form"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <input type="text" value={text} maxLength={500} onChange={(e) => setText(e.target.value)} aria-label={player ? 'Message to your opponent (spectators read it too)' : 'Message to the other spectators'} placeholder={player ? 'Say something (spectators read it too)' : 'Say something to the other spectators'} data-testid="chat-input" />
        <button type="submit" className="button small" disabled={!text.trim()} data-testid="chat-send">
          Send
        </button>
      </form>
      {st.chatError && (
        <p className="error" role="alert" data-testid="chat-error">
          {capital(st.chatError.message)}
        </p>
      )}
    </section>
  );
}

/** The clocks and who left, for GameScreen's side panel above the decision (the chat goes under it). */
export function LivePanel({ st, client }: { st: ClientState; client: GameClient }) {
  const seats = (st.view?.seats ?? []) as readonly Seat[];
  return (
    <div className="live-panel">
      <Clocks st={st} seats={seats} now={client.now} />
      <PresenceBanner st={st} seats={seats} onClaim={() => client.claim()} now={client.now} />
    </div>
  );
}
