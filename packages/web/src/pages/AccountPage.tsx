/**
 * Accounts (issue 29): the header's account control, and the sign-up, sign-in and account pages.
 * An account is never needed to play: a guest's games stay in this browser; signing up or in gives
 * them to the account, which then shows them in any browser it is signed in on.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { PlayerGames } from '../components/Ratings.tsx';
import { changePassword, deleteAccount, errorText, nameProblem, NAME_RULE, PASSWORD_RULE, passwordProblem, signIn, signOut, signOutEverywhere, signUp, signUpProblem, useAccount } from '../account.ts';
import { tickets } from '../api.ts';
import { href } from '../router.ts';

/** The header's account control: "Sign in" for a guest, the account's name (its page) when signed in. */
export function AccountControl() {
  const account = useAccount();
  if (account === undefined) return <span className="account-control" aria-hidden="true" />;
  if (!account) {
    return (
      <nav className="account-control" aria-label="Account">
        <a className="button small" href={href({ page: 'signin' })} data-testid="account-signin-link">
          Sign in
        </a>{' '}
        <a className="button small quiet" href={href({ page: 'signup' })} data-testid="account-signup-link">
          Sign up
        </a>
      </nav>
    );
  }
  return (
    <nav className="account-control" aria-label="Account">
      <a className="account-name" href={href({ page: 'account' })} data-testid="account-name" title="Your account">
        <span aria-hidden="true">●</span> {account.name}
      </a>
    </nav>
  );
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="account-page">
      <header className="account-head">
        <a href="#/" className="home" aria-label="Start page">
          ▲ STCCG
        </a>
        <AccountControl />
      </header>
      <div className="notice">
        <h2>{title}</h2>
        {children}
      </div>
    </div>
  );
}

function Problem({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <div className="error" role="alert" data-testid={testId}>
      {text}
    </div>
  );
}

/** A field with its rule under it, shown as a problem once something is typed that breaks it. */
function Field({ label, value, onChange, type = 'text', autoComplete, rule, problem, testId }: { label: string; value: string; onChange: (v: string) => void; type?: string; autoComplete: string; rule?: string; problem?: string | null; testId: string }) {
  const bad = value !== '' && !!problem;
  return (
    <label className="account-field">
      <span>{label}</span>
      <input type={type} value={value} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} data-testid={testId} aria-invalid={bad} required />
      {rule && <small className={bad ? 'rule is-bad' : 'rule'}>{rule}</small>}
    </label>
  );
}

const guestNote = (n: number) => (n === 0 ? null : <p className="hint">The {n === 1 ? 'game' : `${n} games`} this browser holds a seat in will be your account&apos;s, and you can play {n === 1 ? 'it' : 'them'} from any browser you sign in on.</p>);

export function SignUpPage() {
  const account = useAccount();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = signUpProblem(name, password, again);
    if (p) return setError(p);
    setBusy(true);
    setError(null);
    signUp(name, password).then(
      () => location.assign(href({ page: 'start' })),
      (err: unknown) => {
        setError(errorText(err));
        setBusy(false);
      },
    );
  };
  if (account) return <SignedInAlready name={account.name} />;
  return (
    <Shell title="Sign up">
      <p>An account keeps your games: play them from any browser, on any device. You can play without one; nothing changes for a guest.</p>
      {guestNote(tickets().length)}
      <form className="account-form" onSubmit={submit} data-testid="signup-form" noValidate>
        <Field label="Name" value={name} onChange={setName} autoComplete="username" rule={NAME_RULE} problem={nameProblem(name)} testId="signup-name" />
        <Field label="Password" type="password" value={password} onChange={setPassword} autoComplete="new-password" rule={PASSWORD_RULE} problem={passwordProblem(password)} testId="signup-password" />
        <Field label="Password again" type="password" value={again} onChange={setAgain} autoComplete="new-password" {...(again !== '' && again !== password ? { rule: 'The two passwords are not the same.', problem: 'differ' } : {})} testId="signup-again" />
        <Problem text={error} testId="signup-error" />
        <button type="submit" className="button" disabled={busy} data-testid="signup-submit">
          Sign up
        </button>
      </form>
      <p>
        Have an account? <a href={href({ page: 'signin' })}>Sign in</a>
      </p>
    </Shell>
  );
}

export function SignInPage() {
  const account = useAccount();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !password) return setError('Give your name and your password.');
    setBusy(true);
    setError(null);
    signIn(name, password).then(
      () => location.assign(href({ page: 'start' })),
      (err: unknown) => {
        setError(errorText(err));
        setBusy(false);
      },
    );
  };
  if (account) return <SignedInAlready name={account.name} />;
  return (
    <Shell title="Sign in">
      {guestNote(tickets().length)}
      <form className="account-form" onSubmit={submit} data-testid="signin-form" noValidate>
        <Field label="Name" value={name} onChange={setName} autoComplete="username" testId="signin-name" />
        <Field label="Password" type="password" value={password} onChange={setPassword} autoComplete="current-password" testId="signin-password" />
        <Problem text={error} testId="signin-error" />
        <button type="submit" className="button" disabled={busy} data-testid="signin-submit">
          Sign in
        </button>
      </form>
      <p>
        No account yet? <a href={href({ page: 'signup' })}>Sign up</a>. Forgot your password? Ask the server&apos;s operator for a new one.
      </p>
    </Shell>
  );
}

function SignedInAlready({ name }: { name: string }) {
  return (
    <Shell title="Signed in">
      <p>
        You are signed in as <strong>{name}</strong>.
      </p>
      <p>
        <a className="button" href="#/">
          Start page
        </a>{' '}
        <a className="button quiet" href={href({ page: 'account' })}>
          Your account
        </a>
      </p>
    </Shell>
  );
}

export function AccountPage() {
  const account = useAccount();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [nextAgain, setNextAgain] = useState('');
  const [pwMsg, setPwMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [delPassword, setDelPassword] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (account === undefined) return <p className="loading-text">Looking up your account…</p>;
  if (account === null) {
    return (
      <Shell title="Not signed in">
        <p>You are playing as a guest: your games are kept in this browser.</p>
        <p>
          <a className="button" href={href({ page: 'signin' })}>
            Sign in
          </a>{' '}
          <a className="button quiet" href={href({ page: 'signup' })}>
            Sign up
          </a>
        </p>
      </Shell>
    );
  }
  const run = (p: Promise<void>, done: () => void, onError: (text: string) => void) => {
    setBusy(true);
    p.then(
      () => {
        setBusy(false);
        done();
      },
      (err: unknown) => {
        setBusy(false);
        onError(errorText(err));
      },
    );
  };
  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    const p = passwordProblem(next) ?? (next !== nextAgain ? 'The two new passwords are not the same.' : null);
    if (!current) return setPwMsg({ ok: false, text: 'Give your current password.' });
    if (p) return setPwMsg({ ok: false, text: p });
    setPwMsg(null);
    run(
      changePassword(current, next),
      () => {
        setCurrent('');
        setNext('');
        setNextAgain('');
        setPwMsg({ ok: true, text: 'Your password is changed. Your other browsers are signed out.' });
      },
      (text) => setPwMsg({ ok: false, text }),
    );
  };
  const goHome = () => location.assign(href({ page: 'start' }));
  return (
    <Shell title="Your account">
      <p data-testid="account-info">
        Signed in as <strong>{account.name}</strong>
        {account.createdAt ? ` · since ${new Date(account.createdAt).toLocaleDateString()}` : ''}
        {account.muted ? ' · muted by the operator' : ''}
      </p>
      <p>
        <button type="button" className="button" disabled={busy} data-testid="signout" onClick={() => run(signOut(), goHome, setError)}>
          Sign out
        </button>{' '}
        <button type="button" className="button quiet" disabled={busy} data-testid="signout-all" onClick={() => run(signOutEverywhere(), goHome, setError)} title="Ends the sessions of every browser signed in to this account">
          Sign out everywhere
        </button>
      </p>
      <Problem text={error} testId="account-error" />

      <PlayerGames name={account.name} />

      <h3>Change password</h3>
      <form className="account-form" onSubmit={submitPassword} data-testid="password-form" noValidate>
        <Field label="Current password" type="password" value={current} onChange={setCurrent} autoComplete="current-password" testId="password-current" />
        <Field label="New password" type="password" value={next} onChange={setNext} autoComplete="new-password" rule={PASSWORD_RULE} problem={passwordProblem(next)} testId="password-next" />
        <Field label="New password again" type="password" value={nextAgain} onChange={setNextAgain} autoComplete="new-password" testId="password-again" />
        {pwMsg &&
          (pwMsg.ok ? (
            <p className="ok" role="status" data-testid="password-done">
              {pwMsg.text}
            </p>
          ) : (
            <Problem text={pwMsg.text} testId="password-error" />
          ))}
        <button type="submit" className="button" disabled={busy}>
          Change password
        </button>
      </form>

      <h3>Delete account</h3>
      <p>Deletes the account and its list of games (the games themselves stay, and this browser keeps the seats it holds). It cannot be undone.</p>
      {confirmDelete ? (
        <form
          className="account-form"
          data-testid="delete-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!delPassword) return setError('Give your password to delete the account.');
            setError(null);
            run(deleteAccount(delPassword), goHome, setError);
          }}
        >
          <Field label="Your password" type="password" value={delPassword} onChange={setDelPassword} autoComplete="current-password" testId="delete-password" />
          <button type="submit" className="button danger" disabled={busy} data-testid="delete-confirm">
            Delete my account
          </button>{' '}
          <button type="button" className="button quiet" onClick={() => setConfirmDelete(false)}>
            Keep it
          </button>
        </form>
      ) : (
        <button type="button" className="button danger" data-testid="delete-account" onClick={() => setConfirmDelete(true)}>
          Delete account…
        </button>
      )}
    </Shell>
  );
}
