import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Reports, the user manager and the control panel are the administration app's (document 3): an address typed or
 * bookmarked in the portal (/userManager/5) opens the app at the same route (/admin/#/userManager/5).
 */
let leavingFor: string | null = null;

export function ToAdmin() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const target = new URL(`/admin/#${pathname}${search}`, window.location.origin).href;
    // Once, though React runs an effect twice in development: a second replace would abort the first.
    if (leavingFor === target) return;
    leavingFor = target;
    window.location.replace(target);
  }, [pathname, search]);
  return null;
}
