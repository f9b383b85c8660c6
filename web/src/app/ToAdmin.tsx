import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Reports, the user manager and the control panel are the administration app's (document 3). */
export function ToAdmin() {
  const location = useLocation();
  useEffect(() => {
    window.location.replace(new URL(`/admin/#${location.pathname}`, window.location.origin).href);
  }, [location]);
  return null;
}
