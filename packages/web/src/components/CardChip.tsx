/**
 * A card drawn by our own component (no card images): type glyph, name, affiliation colour,
 * the card's numbers and skills, and its status. A button: a click answers the decision (or
 * shows the card), hover and focus show it in the card panel.
 */
import type { CardView } from '@stccg/engine';
import { TYPE_GLYPH, cardText, factsOrNull, skillsLine, statsLine, tone } from '../cards.ts';
import { skillTags } from '../teams.ts';
import { byKeyboard, stateAria, stateClasses, useTable } from './context.ts';
import { Mark } from './Mark.tsx';

export interface CardChipProps {
  card: CardView;
  size?: 'full' | 'small';
  /** Extra line under the name (a ship's RANGE left, a mission's dilemmas). */
  note?: string;
}

export function CardChip({ card, size = 'small', note }: CardChipProps) {
  const t = useTable();
  const f = factsOrNull(card.def);
  const kind = f?.type ?? card.type;
  const cls = ['card', `card-${kind}`, `tone-${f ? tone(f) : 'neutral'}`, size === 'full' ? 'card-full' : 'card-small', stateClasses(t, card.id)];
  if (card.stopped) cls.push('is-stopped');
  if (card.damaged) cls.push('is-damaged');
  const status = [card.stopped ? 'stopped' : '', card.damaged ? 'damaged' : '', t.picked.has(card.id) ? 'chosen' : ''].filter(Boolean);
  // on the table a personnel shows its skills as short tags, in full on hover and in the card panel
  const tags = size === 'small' ? skillTags(card.def) : [];
  const skills = f && tags.length > 0 ? skillsLine(f) : '';
  const label = `${card.name}, ${kind}${skills ? `, skills ${skills}` : ''}${status.length ? `, ${status.join(', ')}` : ''}${t.actionable.has(card.id) ? ', has actions' : ''}${t.targets.has(card.id) ? ', a destination' : ''}`;
  return (
    <button
      type="button"
      className={cls.filter(Boolean).join(' ')}
      data-card={card.id}
      data-def={card.def}
      aria-label={label}
      {...stateAria(t, card.id)}
      title={skills ? `${card.name}: ${skills}` : card.name}
      onClick={(e) => {
        e.stopPropagation();
        t.inspect(card);
        t.click(card.id, byKeyboard(e));
      }}
      onPointerEnter={(e) => e.pointerType === 'mouse' && t.inspect(card)}
      onFocus={() => t.inspect(card)}
    >
      <span className="card-head">
        <span className="card-glyph" aria-hidden="true">
          {TYPE_GLYPH[kind as keyof typeof TYPE_GLYPH] ?? '?'}
        </span>
        <span className="card-name">{card.name}</span>
      </span>
      {f && statsLine(f) && <span className="card-stats">{statsLine(f)}</span>}
      {size === 'full' && f && skillsLine(f) && <span className="card-skills">{skillsLine(f)}</span>}
      {tags.length > 0 && (
        <span className="skill-tags" data-testid="skill-tags">
          {tags.map((s) => (
            <abbr key={s.skill} className="skill-tag" title={s.level > 1 ? `${s.skill} x${s.level}` : s.skill} data-skill={s.skill}>
              {s.short}
            </abbr>
          ))}
        </span>
      )}
      {size === 'full' && f && !statsLine(f) && <span className="card-text">{cardText(card.def)}</span>}
      {note && <span className="card-note">{note}</span>}
      <Mark id={card.id} />
      {status.length > 0 && (
        <span className="card-badges">
          {status.map((s) => (
            <span key={s} className={`badge badge-${s}`}>
              {s === 'chosen' ? '✓ chosen' : s}
            </span>
          ))}
        </span>
      )}
    </button>
  );
}

/** A face-down card (an opponent's hand, a hidden dilemma): no name, nothing to track. */
export function CardBack({ label }: { label: string }) {
  return (
    <span className="card card-back" role="img" aria-label={label} title={label}>
      <span className="card-glyph" aria-hidden="true">
        ✧
      </span>
    </span>
  );
}
