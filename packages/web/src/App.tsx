import { Suspense, lazy, useEffect, useState } from 'react';
import { followRoute, parseRoute, type Route } from './router.ts';
import { StartPage } from './pages/StartPage.tsx';
import { GamePage, JoinPage } from './pages/GamePage.tsx';
import { ReplayPage } from './pages/ReplayPage.tsx';
import { AccountPage, SignInPage, SignUpPage } from './pages/AccountPage.tsx';
import { LobbyPage } from './pages/LobbyPage.tsx';

const PersonaPage = lazy(() => import('./pages/PersonaPage.tsx'));
const RulesPage = lazy(() => import('./pages/RulesPage.tsx'));
const DecksPage = lazy(() => import('./pages/DecksPage.tsx'));

function current(): Route {
  return parseRoute(window.location);
}

export function App() {
  const [route, setRoute] = useState<Route>(current);
  useEffect(() => {
    const on = () => setRoute((prev) => followRoute(prev, current()));
    window.addEventListener('hashchange', on);
    window.addEventListener('popstate', on);
    return () => {
      window.removeEventListener('hashchange', on);
      window.removeEventListener('popstate', on);
    };
  }, []);
  useEffect(() => {
    const titles: Record<Route['page'], string> = { start: 'Start', game: 'Game', join: 'Joining', watch: 'Watching', replay: 'Replay', personas: 'Persona reference', rules: 'Rules', signin: 'Sign in', signup: 'Sign up', account: 'Your account', lobby: 'Lobby', decks: 'Deck builder', sharedDeck: 'Shared deck', notFound: 'Not found' };
    document.title = `${titles[route.page]} · Star Trek CCG`;
  }, [route]);
  switch (route.page) {
    case 'start':
      return <StartPage />;
    case 'game':
      return <GamePage key={route.gameId} gameId={route.gameId} watch={false} />;
    case 'watch':
      return <GamePage key={`w:${route.gameId}`} gameId={route.gameId} watch={true} />;
    case 'join':
      return <JoinPage gameId={route.gameId} invite={route.invite} />;
    case 'replay':
      return <ReplayPage gameId={route.gameId} />;
    case 'personas':
      return (
        <Suspense fallback={<p className="loading-text">Loading the persona reference…</p>}>
          <PersonaPage query={route.query} />
        </Suspense>
      );
    case 'rules':
      return (
        <Suspense fallback={<p className="loading-text">Loading the rules…</p>}>
          <RulesPage />
        </Suspense>
      );
    case 'signin':
      return <SignInPage />;
    case 'signup':
      return <SignUpPage />;
    case 'account':
      return <AccountPage />;
    case 'lobby':
      return <LobbyPage />;
    case 'decks':
    case 'sharedDeck':
      return (
        <Suspense fallback={<p className="loading-text">Loading the deck builder…</p>}>
          <DecksPage route={route} />
        </Suspense>
      );
    case 'notFound':
      return (
        <div className="notice">
          <h2>Nothing here</h2>
          <p>
            No page at <code>{route.path}</code>. <a href="#/">Go to the start page</a>.
          </p>
        </div>
      );
  }
}
