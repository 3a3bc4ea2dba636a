import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '../components/AccountPage.tsx';
import { useMe } from './queries.ts';
import { useSite } from './SiteContext.tsx';

/** Where the login page sends the customer back to (router state of the /login entry). */
export interface LoginState {
  from?: string;
}

/**
 * A login-required route (§6): nobody logged in goes to /login, which brings them back here after.
 * When the server cannot say who is logged in, the visitor is treated as not logged in: the login
 * page then shows whatever the server says.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  const { path } = useSite();
  if (me.isPending) return <Loading />;
  if (!me.data) {
    const state: LoginState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={path('/login')} replace state={state} />;
  }
  return <>{children}</>;
}
