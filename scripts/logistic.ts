/**
 * Logistic regression for the value fits (scripts/fit-outlook.ts, scripts/fit-constructed-value.ts):
 * Newton's method with a small ridge, and the log-loss and accuracy of predictions.
 */
/** Solves a x = b for a small symmetric positive definite a (Gaussian elimination with pivoting). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[piv]![c]!)) piv = r;
    [m[c], m[piv]] = [m[piv]!, m[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let v = m[r]![n]!;
    for (let k = r + 1; k < n; k++) v -= m[r]![k]! * x[k]!;
    x[r] = v / m[r]![r]!;
  }
  return x;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-Math.max(-30, Math.min(30, z))));

/** Logistic regression by Newton's method, with a ridge of `l2` on every weight. */
export function fitLogistic(xs: readonly number[][], ys: readonly number[], l2 = 1e-2, rounds = 60): number[] {
  const n = (xs[0] ?? []).length;
  let w = new Array<number>(n).fill(0);
  for (let it = 0; it < rounds; it++) {
    const h = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    const g = w.map((wi) => l2 * wi);
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i] as number[];
      const p = sigmoid(x.reduce((a, xi, j) => a + xi * (w[j] as number), 0));
      const wt = p * (1 - p);
      const err = p - (ys[i] as number);
      for (let j = 0; j < n; j++) {
        g[j]! += err * x[j]!;
        for (let k = 0; k < n; k++) h[j]![k]! += wt * x[j]! * x[k]!;
      }
    }
    for (let j = 0; j < n; j++) h[j]![j]! += l2;
    const step = solve(h, g);
    w = w.map((wi, j) => wi - (step[j] as number));
  }
  return w;
}

export function score(name: string, ps: readonly number[], ys: readonly number[]): void {
  let ll = 0;
  let right = 0;
  ps.forEach((p0, i) => {
    const p = Math.min(1 - 1e-6, Math.max(1e-6, p0));
    const y = ys[i] as number;
    ll -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
    if (p > 0.5 === (y === 1)) right++;
  });
  console.log(`${name.padEnd(26)} log-loss ${(ll / ps.length).toFixed(4)}  accuracy ${((100 * right) / ps.length).toFixed(1)}%`);
}
