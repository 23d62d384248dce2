/** Both scores by turn as a small SVG line chart (our own drawing code). */
import type { ScorePoint } from '../scores.ts';

/** `names`: the two series' seat names (default the intro game's; a constructed game's Player 1 and Player 2). */
export function ScoreChart({ points, width = 340, height = 170, names = ['Federation', 'Klingon'] }: { points: ScorePoint[]; width?: number; height?: number; names?: [string, string] }) {
  const pad = { l: 34, r: 10, t: 10, b: 36 };
  const maxTurn = Math.max(1, ...points.map((p) => p.turn));
  const maxScore = Math.max(100, ...points.map((p) => Math.max(p.federation, p.klingon)));
  const x = (t: number) => pad.l + ((width - pad.l - pad.r) * t) / maxTurn;
  const y = (s: number) => height - pad.b - ((height - pad.t - pad.b) * s) / maxScore;
  const line = (k: 'federation' | 'klingon') => {
    let d = '';
    points.forEach((p, i) => {
      const prev = points[i - 1];
      if (!prev) d += `M${x(p.turn)},${y(p[k])}`;
      else d += `L${x(p.turn)},${y(prev[k])}L${x(p.turn)},${y(p[k])}`;
    });
    return d;
  };
  const yTicks = [0, 25, 50, 75, 100].filter((v) => v <= maxScore);
  const step = Math.max(1, Math.ceil(maxTurn / 8));
  const xTicks: number[] = [];
  for (let t = 0; t <= maxTurn; t += step) xTicks.push(t);
  const last = points[points.length - 1];
  return (
    <svg className="score-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`Scores by turn: ${names[0]} ${last?.federation ?? 0}, ${names[1]} ${last?.klingon ?? 0}`} data-testid="score-chart">
      {yTicks.map((v) => (
        <g key={v}>
          <line x1={pad.l} x2={width - pad.r} y1={y(v)} y2={y(v)} className="grid" />
          <text x={pad.l - 4} y={y(v) + 4} textAnchor="end" className="tick">
            {v}
          </text>
        </g>
      ))}
      {xTicks.map((t) => (
        <text key={t} x={x(t)} y={height - 20} textAnchor="middle" className="tick">
          {t}
        </text>
      ))}
      <text x={(pad.l + width - pad.r) / 2} y={height - 4} textAnchor="middle" className="tick axis-label">
        turn
      </text>
      <path d={line('federation')} className="series series-federation" />
      <path d={line('klingon')} className="series series-klingon" />
    </svg>
  );
}
