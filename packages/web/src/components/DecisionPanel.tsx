/**
 * The pending decision: its prompt and every offered option as a button, grouped; the options
 * of the selected card first; finishing options (done, all, cancel, pass, end turn) as clear
 * buttons. Nothing that is not offered can be clicked.
 */
import { useCallback, useState } from 'react';
import { answeredFor } from '@stccg/engine';
import type { Option, PlayerView } from '@stccg/engine';
import { groupOptions, groupTitle, isFinishOption, isMultiPick, multiPickHint } from '../decisions.ts';
import { prettyText, seatName } from '../cards.ts';
import { missionBeingPlaced, ownDeck } from '../deck.ts';
import { isGroupOpen, loadChoices, openByDefault, saveChoices, withChoice, type OpenChoices } from '../openGroups.ts';
import { MissionPreview } from './MissionPreview.tsx';
import { OPTIONS_BOX_ID } from './context.ts';

/** One offered option as a button (in the panel, or in the options shown beside a chosen card). */
export function optionButton(o: Option, busy: boolean, onChoose: ((o: Option) => void) | undefined, cls = '') {
  return (
    <button
      key={o.id}
      type="button"
      className={`option ${cls}`}
      data-option={o.id}
      data-opt-card={o.card}
      data-opt-target={o.target}
      data-opt-group={o.group}
      disabled={busy || !onChoose}
      onClick={() => onChoose?.(o)}
    >
      {prettyText(o.label)}
    </button>
  );
}

export interface DecisionPanelProps {
  view: PlayerView;
  /** Absent when the viewer may not act (a spectator, a replay). */
  onChoose?: (o: Option) => void;
  busy: boolean;
  selectedName: string | null;
  selectedOptions: Option[] | null;
  onClearSelection: () => void;
}

/** The player's open and closed option groups, remembered in this browser (openGroups.ts). */
function useOpenChoices(): [OpenChoices, (group: string, open: boolean) => void] {
  const [choices, setChoices] = useState<OpenChoices>(loadChoices);
  const set = useCallback((group: string, open: boolean) => {
    setChoices((c) => {
      const next = withChoice(c, group, open);
      saveChoices(next);
      return next;
    });
  }, []);
  return [choices, set];
}

export function DecisionPanel({ view, onChoose, busy, selectedName, selectedOptions, onClearSelection }: DecisionPanelProps) {
  const [openChoices, setOpen] = useOpenChoices();
  const p = view.pending;
  const turn = view.turn.number === 0 ? 'Setup' : `Turn ${view.turn.number} · ${seatName(view.turn.active)} · ${view.turn.stage === 'play' ? 'card play' : 'orders'}`;
  if (view.result) {
    return (
      <section className="decision" aria-label="Decision">
        <div className="turn-line">{turn}</div>
        <p className="prompt">Game over: {view.result.winner ? `${seatName(view.result.winner)} wins` : 'a draw'}.</p>
      </section>
    );
  }
  if (!p) return null;
  const mine = p.player === view.viewer && p.options && p.prompt !== null;
  if (!mine || !p.options) {
    return (
      <section className="decision waiting" aria-label="Decision" aria-live="polite">
        <div className="turn-line">{turn}</div>
        <p className="prompt">
          Waiting for {seatName(p.player)}
          <span className="dots" aria-hidden="true" />
        </p>
      </section>
    );
  }
  // a response point where "no" is the only answer: the server gives it after its response delay
  // (engine autoAnswer), so there is nothing to press
  if (view.viewer !== 'spectator' && answeredFor(p.kind, p.options, (view.players[view.viewer]?.alwaysRespond ?? null)) !== null) {
    return (
      <section className="decision waiting" aria-label="Decision" aria-live="polite" data-testid="auto-answer">
        <div className="turn-line">{turn}</div>
        <p className="prompt">
          {p.kind === 'respond' ? 'Nothing to play in answer' : 'No persona swap possible'}
          <span className="dots" aria-hidden="true" />
        </p>
      </section>
    );
  }
  const finish = p.options.filter(isFinishOption);
  const rest = p.options.filter((o) => !isFinishOption(o));
  const multi = isMultiPick(p.options);
  const groups = groupOptions(rest);
  const placing = p.kind === 'placeMission' ? missionBeingPlaced(p.kind, p.prompt, ownDeck(view)?.list.missions) : null;
  const button = (o: Option, cls = '') => optionButton(o, busy, onChoose, cls);
  return (
    <section className={`decision mine ${busy ? 'is-busy' : ''}`} aria-label="Decision" aria-live="polite" data-testid="decision" data-kind={p.kind} data-decision={p.id}>
      <div className="turn-line">{turn}</div>
      <p className="prompt" data-testid="prompt">
        {prettyText(p.prompt ?? '')}
      </p>
      {multi && <p className="hint">{multiPickHint(p.options ?? [])}</p>}
      {placing && <MissionPreview mission={placing} />}
      {selectedOptions && selectedOptions.length > 0 && (
        <div className="selected-options" data-testid="selected-options" id={OPTIONS_BOX_ID} role="group" aria-label={`Options for ${selectedName ?? 'the selection'}`}>
          <div className="selected-head">
            <strong>{selectedName ?? 'Selected'}</strong>
            <span className="hint"> — click a highlighted place or choose:</span>
            <button type="button" className="link" onClick={onClearSelection} aria-label="Clear the selection">
              ✕
            </button>
          </div>
          {selectedOptions.map((o) => button(o, 'option-selected'))}
        </div>
      )}
      {finish.length > 0 && <div className="finish">{finish.map((o) => button(o, o.act.type === 'cancel' || o.group === 'pass' ? 'option-quiet' : 'option-primary'))}</div>}
      <div className="option-groups">
        {groups.map((g) => {
          const open = isGroupOpen(openChoices, g.group, openByDefault(groups.length, rest.length, g.options.length));
          // the summary's click is the player's choice, kept for the next decisions and turns
          return (
            <details key={g.group} className="option-group" data-group={g.group} open={open}>
              <summary
                onClick={(e) => {
                  e.preventDefault();
                  setOpen(g.group, !open);
                }}
              >
                {groupTitle(g.group)} ({g.options.length})
              </summary>
              <div className="option-list">{g.options.map((o) => button(o))}</div>
            </details>
          );
        })}
      </div>
    </section>
  );
}
